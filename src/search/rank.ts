/**
 * Ranks pages for a query, then picks each page's best section. The index
 * holds sections; a page's score adds its best section and a share of the
 * next ones, weighted by how much of the query the page covers across its
 * title, headings and text, so a page about the question outranks a single
 * section that happens to hold every word. Question and filler words are
 * gone before this (stop words); typos are looked up only for a word the
 * index lacks, and never for an identifier, so `yearn` stays off "learn" and
 * `stYFI` off "veYFI". Pages kept for the record rank lower unless the query
 * names them.
 */
import {SEARCH} from '../config/search';
import {FIELD_BOOST, tokenize, type StoredPage, type StoredRecord} from './indexOptions';
import {documentFrequency, scoreSections, type ScoringIndex, type SectionScore} from './scoring';
import {isIdentifierLike, processTerm} from './stopWords';

export interface RankingIndex {
  readonly scoring: ScoringIndex;
  readonly pages: readonly StoredPage[];
  /** The sections, by document id. */
  readonly sections: readonly StoredRecord[];
  /** Per-index caches: sections holding each term exactly, each page's naming terms, current pages' title terms. */
  readonly cache: {
    readonly df: Map<string, number>;
    readonly naming: Map<number, {readonly title: ReadonlySet<string>; readonly naming: ReadonlySet<string>}>;
    current?: ReadonlySet<string>;
  };
}

export interface QueryTerm {
  /** The term as indexed (lower-case, stemmed unless an identifier). */
  readonly term: string;
  readonly identifier: boolean;
  /** Matched as a prefix: the last word, still being typed. */
  readonly prefix: boolean;
}

export interface RankedPage {
  readonly page: number;
  readonly score: number;
  /** The section to show: the one holding most of the query, then the best scored. */
  readonly best: StoredRecord;
  /** The page's matching sections, best first. */
  readonly sections: readonly SectionScore[];
}

/** Index terms a ranked page matched, for highlighting (worked out only for the pages shown). */
export function matchedTerms(ranked: RankedPage): ReadonlySet<string> {
  return new Set(ranked.sections.flatMap((section) => section.terms));
}

/**
 * The query's distinct terms, question words dropped; the last one is a prefix while it is being typed.
 * A question word typed last is kept as a prefix when nothing else is left, so results do not vanish
 * while "how do I with" becomes "how do I withdraw".
 */
export function queryTerms(query: string): QueryTerm[] {
  const tokens = tokenize(query);
  const typing = !/\s$/.test(query);
  const terms = new Map<string, QueryTerm>();
  tokens.forEach((token, index) => {
    const term = processTerm(token);
    if (!term || terms.has(term)) return;
    const last = index === tokens.length - 1 && typing;
    terms.set(term, {
      term,
      identifier: isIdentifierLike(token),
      // The prefix of the word as typed, not of its stem: "vaul" must find "vault".
      prefix: last && token.length >= SEARCH.minPrefixLength,
    });
  });
  const typed = tokens.at(-1);
  if (terms.size === 0 && typing && typed && typed.length >= SEARCH.minPrefixLength) {
    return [{term: typed.toLowerCase(), identifier: false, prefix: true}];
  }
  return [...terms.values()];
}

/** Sections holding the term exactly. */
function sectionsHolding(index: RankingIndex, term: string): number {
  let df = index.cache.df.get(term);
  if (df === undefined) index.cache.df.set(term, (df = documentFrequency(index.scoring, term)));
  return df;
}

function typosAllowed(term: QueryTerm, df: number): number | false {
  if (df > 0 || term.identifier) return false;
  if (term.term.length >= SEARCH.twoTyposMinLength) return 2;
  return term.term.length >= SEARCH.oneTypoMinLength ? 1 : false;
}

const termsOf = (text: string) =>
  new Set(
    tokenize(text)
      .map(processTerm)
      .filter((term): term is string => term !== null),
  );

/** Terms of a page's title, and those that can name it (see currentTitleTerms). */
function pageTermsOf(
  index: RankingIndex,
  page: number,
): {readonly title: ReadonlySet<string>; readonly naming: ReadonlySet<string>} {
  let terms = index.cache.naming.get(page);
  if (!terms) {
    const {lvl1, url} = index.pages[page]!;
    // Product names and numbers in the title name the page too ("yvBOOST", "veYFI"); its other words do not.
    const names = tokenize(lvl1).filter(isIdentifierLike).join(' ');
    index.cache.naming.set(page, (terms = {title: termsOf(`${lvl1} ${url}`), naming: termsOf(`${url} ${names}`)}));
  }
  return terms;
}

/**
 * Terms in the titles of current pages. A query word names a page kept for the
 * record when it is in that page's address, or is a product name or number in
 * its title, and in no current page's title: a YIP number, a version, "veYFI",
 * "yvBOOST". The other words of a YIP's long title name nothing: "multisig" or
 * "ychad" do not bring back old proposals.
 */
function currentTitleTerms(index: RankingIndex): ReadonlySet<string> {
  return (index.cache.current ??= termsOf(
    index.pages
      .filter((page) => !page.old)
      .map((page) => page.lvl1)
      .join(' '),
  ));
}

/** The term that names a section: the first word of its own heading, or null for a page top. */
function namingTerm(index: RankingIndex, id: number): string | null {
  const heading = index.sections[id]!.h.at(-1);
  const first = heading ? tokenize(heading)[0] : undefined;
  return first === undefined ? null : processTerm(first);
}

/**
 * An entry named by an identifier of the query whose text names it again is
 * a helper that forwards a call of that name (a keeper's `process_report`
 * calls the vault's): it ranks below the entry that defines it, at
 * SEARCH.forwardingWeight of its score. Results keep their order.
 */
function demoteForwarders(
  index: RankingIndex,
  results: readonly SectionScore[],
  terms: readonly QueryTerm[],
): readonly SectionScore[] {
  // Names in code: a version or another number names no function.
  const identifiers = terms.filter((term) => term.identifier && /\p{L}/u.test(term.term)).map((term) => term.term);
  if (!identifiers.length) return results;
  const textField = index.scoring.fieldIds.text;
  const inText = identifiers.map((term) => {
    const postings = index.scoring.terms
      .get(term)
      ?.postings()
      .find(({field}) => field === textField);
    return [term, new Set(postings?.ids)] as const;
  });
  return results.map((result) => {
    const forwards = inText.some(([term, ids]) => ids.has(result.id) && namingTerm(index, result.id) === term);
    return forwards ? {...result, score: result.score * SEARCH.forwardingWeight} : result;
  });
}

/** `accept` says by page number whether a page may be shown (the request's facet filters). */
export function rankPages(index: RankingIndex, query: string, accept: (page: number) => boolean): RankedPage[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const total = index.scoring.documentCount || 1;
  const df = new Map(terms.map((term) => [term.term, sectionsHolding(index, term.term)]));
  // A rarer word says more about what the reader wants: coverage is weighted by it.
  const weight = new Map(terms.map((term) => [term.term, Math.log(1 + total / (df.get(term.term)! + 1))]));
  const totalWeight = [...weight.values()].reduce((sum, value) => sum + value, 0);

  // The word still being typed is matched as a prefix; typos are looked for only when no indexed word
  // starts with it. Looking for them at every keystroke of a long word cost most of a query's time.
  const search = (typosInTyped: boolean) =>
    scoreSections(
      index.scoring,
      terms.map((term) => ({
        term: term.term,
        prefix: term.prefix,
        fuzzy: term.prefix && !typosInTyped ? false : typosAllowed(term, df.get(term.term)!),
      })),
      FIELD_BOOST,
      (id) => accept(index.sections[id]!.p),
    );
  let results = search(false);
  const typed = terms.find((term) => term.prefix);
  if (
    typed &&
    typosAllowed(typed, df.get(typed.term)!) !== false &&
    !results.some((result) => result.queryTerms.includes(typed.term))
  )
    results = search(true);

  // Sections by page, as positions in `scored`; best first is higher score, then reached earlier.
  const scored = demoteForwarders(index, results, terms);
  const before = (a: number, b: number) => scored[b]!.score - scored[a]!.score || a - b;
  const byPage = new Map<number, number[]>();
  scored.forEach((result, at) => {
    const {p} = index.sections[result.id]!;
    const positions = byPage.get(p);
    if (positions) positions.push(at);
    else byPage.set(p, [at]);
  });

  const current = currentTitleTerms(index);
  const naming = terms.filter((term) => !current.has(term.term));
  const ranked: {readonly page: RankedPage; readonly top: number}[] = [];
  for (const [page, positions] of byPage) {
    positions.sort(before);
    const sections = positions.map((at) => scored[at]!);
    // A loop, not flatMap: flatMap was most of this function's time.
    const covered = new Set<string>();
    for (const section of sections) for (const term of section.queryTerms) covered.add(term);
    const base =
      sections[0]!.score +
      SEARCH.supportingWeight *
        sections.slice(1, 1 + SEARCH.supportingSections).reduce((sum, section) => sum + section.score, 0);
    const coverage = [...covered].reduce((sum, term) => sum + (weight.get(term) ?? 0), 0) / totalWeight;
    const pageTerms = pageTermsOf(index, page);
    const named = naming.some((term) => pageTerms.naming.has(term.term));
    const age = index.pages[page]!.old && !named ? SEARCH.historicalWeight : 1;
    // The page's own title (and address) holding the query's words says the page is about them.
    const inTitle = terms.reduce((sum, term) => sum + (pageTerms.title.has(term.term) ? weight.get(term.term)! : 0), 0);
    const title = 1 + (SEARCH.titleWeight * inTitle) / totalWeight;
    const best = index.sections[sections.reduce((a, b) => (b.queryTerms.length > a.queryTerms.length ? b : a)).id]!;
    ranked.push({page: {page, score: base * coverage * coverage * title * age, best, sections}, top: positions[0]!});
  }
  // Equal scores keep the order of the pages' best sections.
  return ranked.sort((a, b) => b.page.score - a.page.score || before(a.top, b.top)).map(({page}) => page);
}
