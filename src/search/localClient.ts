/**
 * A search client that answers Algolia's multi-query request from the local
 * MiniSearch index, in Algolia's response shape, so the DocSearch modal (and
 * the /search page) work the same with or without a hosted index.
 */
import {SEARCH} from '../config/search';
import {SearchIndexLoadError} from './indexErrors';
import {loadScoringIndex} from './compactIndex';
import {highlight, escapeHtml, snippet, type HighlightTags, type HighlightValue} from './highlight';
import {sectionsFromRows, type StoredPage} from './indexOptions';
import {matchedTerms, rankPages, type RankedPage, type RankingIndex} from './rank';
import {HIERARCHY_LEVELS, type Hierarchy, type HierarchyLevel, type SerializedSearchIndex} from './types';

export type LoadedIndex = RankingIndex;

/** The subset of an Algolia search request this site sends. */
export interface SearchRequest {
  readonly indexName?: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly attributesToSnippet?: readonly string[];
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
  readonly facetFilters?: readonly (string | readonly string[])[];
}

export interface SearchHit {
  readonly objectID: string;
  readonly url: string;
  readonly type: string;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  readonly _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>; content?: HighlightValue};
  readonly _snippetResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>; content?: HighlightValue};
}

export interface SearchResponse {
  readonly hits: SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly processingTimeMS: number;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly queryID: string;
}

export function loadIndexFromJson(data: SerializedSearchIndex): LoadedIndex {
  if (
    data?.version !== 3 ||
    !Array.isArray(data.pages) ||
    !Array.isArray(data.sections) ||
    !Array.isArray(data.index?.terms)
  ) {
    throw new SearchIndexLoadError('unexpected index format');
  }
  return {
    pages: data.pages,
    sections: sectionsFromRows(data.sections),
    scoring: loadScoringIndex(data.index),
    cache: {df: new Map(), naming: new Map()},
  };
}

/**
 * `["language:en", ["docusaurus_tag:a", "docusaurus_tag:b"]]`: AND of entries, OR inside arrays.
 * Read once per request and answered once per page: the ranking asks for every matching section.
 */
function facetPredicate(
  filters: SearchRequest['facetFilters'],
  pages: readonly StoredPage[],
): (page: number) => boolean {
  if (!filters?.length) return () => true;
  const parse = (filter: string) => {
    const [name, ...rest] = filter.split(':');
    const value = rest.join(':');
    if (name === 'language') return (page: StoredPage) => page.language === value;
    if (name === 'docusaurus_tag') return (page: StoredPage) => page.tag === value;
    return () => true; // facets this index does not have do not filter
  };
  const all = filters.map((filter) => (typeof filter === 'string' ? [parse(filter)] : filter.map((one) => parse(one))));
  const accepted = pages.map((page) => all.every((any) => any.some((matches) => matches(page))));
  return (page) => accepted[page] ?? false;
}

function snippetLengths(attributes: readonly string[] = []): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes) {
    const [name, words] = attribute.split(':');
    if (name) lengths.set(name, Number(words) || SEARCH.snippetWords);
  }
  return lengths;
}

let queryCounter = 0;

/**
 * One hit per page: its best section. The hit is of type lvl1 so DocSearch
 * shows the page and section as the main line (the snippet of lvl1 is
 * "Page › Section") and the excerpt under it, cut around the matched words.
 * The hierarchy itself stays the page's (lvl1 the title, lvl2.. the headings).
 */
function toHit(ranked: RankedPage, pages: readonly StoredPage[], request: SearchRequest, lengths: Map<string, number>) {
  const {best} = ranked;
  const page = pages[best.p]!;
  const terms = matchedTerms(ranked);
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? '<mark>',
    post: request.highlightPostTag ?? '</mark>',
  };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const raw: Record<HierarchyLevel, string | null> = {
    lvl0: page.lvl0,
    lvl1: page.lvl1,
    lvl2: best.h[0] ?? null,
    lvl3: best.h[1] ?? null,
    lvl4: best.h[2] ?? null,
    lvl5: best.h[3] ?? null,
    lvl6: best.h[4] ?? null,
  };
  const hierarchy = {} as Hierarchy;
  const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
  const snippets: SearchHit['_snippetResult'] = {hierarchy: {}};
  for (const level of HIERARCHY_LEVELS) {
    const text = raw[level];
    // DocSearch renders hierarchy values as HTML (recent searches too), so they are escaped.
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text === null) continue;
    highlighted.hierarchy[level] = highlight(text, terms, tags);
    snippets.hierarchy[level] = highlighted.hierarchy[level];
  }
  const section = best.h.filter((heading): heading is string => heading !== null).at(-1);
  if (section) {
    const title = highlighted.hierarchy.lvl1!;
    const heading = highlight(section, terms, tags);
    snippets.hierarchy.lvl1 = {
      value: `${title.value} › ${heading.value}`,
      matchLevel: title.matchLevel === 'none' ? heading.matchLevel : title.matchLevel,
      matchedWords: [...new Set([...title.matchedWords, ...heading.matchedWords])],
    };
  }
  if (best.c !== null) {
    highlighted.content = highlight(best.c, terms, tags);
    snippets.content = snippet(best.c, terms, lengths.get('content') ?? SEARCH.snippetWords, tags, ellipsis);
  }
  return {
    objectID: `${page.url}#${best.a}`,
    url: best.a ? `${page.url}#${best.a}` : page.url,
    type: 'lvl1',
    hierarchy,
    content: best.c === null ? null : escapeHtml(best.c),
    _highlightResult: highlighted,
    _snippetResult: snippets,
  } satisfies SearchHit;
}

export function searchLocalIndex(loaded: LoadedIndex, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = (request.query ?? '').slice(0, SEARCH.maxQueryLength);
  const hitsPerPage = request.hitsPerPage ?? SEARCH.hitsPerPage;
  const page = Math.max(0, request.page ?? 0);
  const ranked = query.trim() ? rankPages(loaded, query, facetPredicate(request.facetFilters, loaded.pages)) : [];
  const lengths = snippetLengths(request.attributesToSnippet);
  // In rank order: the modal keeps it through DocSearch's grouping (./display.ts).
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((result) => toHit(result, loaded.pages, request, lengths));
  queryCounter += 1;
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query: query.trim(),
    params: '',
    index: request.indexName ?? SEARCH.indexName,
    queryID: `local-${queryCounter}`,
  };
}

/** What DocSearch and the search page call; shaped like algoliasearch's lite client. */
export interface SearchClientLike {
  search(params: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}
