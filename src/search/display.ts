/**
 * The order in which the DocSearch modal shows hits. DocSearch groups the
 * hits of a response by a key it reads from each hit's highlighted lvl0
 * (marks removed), groups in the order their first hit arrives, at most
 * `maxPerGroup` hits each, and heads each group with the area of the group's
 * first hit as shown. Grouped by area alone, a page ranked second would show
 * after every hit of the first page's area. So the modal gives each run of
 * consecutive hits of one area its own key (`keepRankOrder`, on the local
 * client's answer) and shows every hit with its area again (`showArea`, its
 * `transformItems`), which is what DocSearch heads the group with. An area's
 * first run is keyed by the area's name; a later run by the title of its
 * first page. DocSearch also offers the keys under "Try searching for" when a
 * later query finds nothing, so each key is text a reader can search for.
 * The bench scores the resulting order, the one a reader sees.
 */
import {unescapeHtml, type HighlightValue} from './highlight';
import {HIERARCHY_LEVELS, type Hierarchy, type HierarchyLevel} from './types';

export interface GroupedHit {
  readonly hierarchy: Pick<Hierarchy, 'lvl0' | 'lvl1'>;
  readonly _highlightResult?: {readonly hierarchy?: {readonly lvl0?: Pick<HighlightValue, 'value'>}};
}

const MARKS = /<\/?mark>/g;

/** DocSearch's group key of a hit (and, for the hits it shows, the group's header). */
export function docSearchGroupKey(hit: GroupedHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted !== undefined ? highlighted.replace(MARKS, '') : (hit.hierarchy.lvl0 ?? '');
}

/** The hits as DocSearch 3.9 shows them (its `groupBy` over the group key). */
export function docSearchDisplayOrder<T extends GroupedHit>(hits: readonly T[], maxPerGroup: number): T[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = docSearchGroupKey(hit);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    if (group.length < maxPerGroup) group.push(hit);
  }
  return [...groups.values()].flat();
}

function withGroupKey<T extends GroupedHit>(hit: T, key: string): T {
  const lvl0: HighlightValue = {value: key, matchLevel: 'none', matchedWords: []};
  return {...hit, _highlightResult: {...hit._highlightResult, hierarchy: {...hit._highlightResult?.hierarchy, lvl0}}};
}

/** Each run of consecutive hits of one area (at most a group's size) keyed apart, so DocSearch keeps their order. */
export function keepRankOrder<T extends GroupedHit>(hits: readonly T[], maxPerGroup: number): T[] {
  const keys = new Set<string>();
  let area: string | null = null;
  let size = 0;
  let key = '';
  return hits.map((hit) => {
    const hitArea = unescapeHtml(hit.hierarchy.lvl0 ?? '');
    if (hitArea !== area || size === maxPerGroup) {
      const title = unescapeHtml((hit.hierarchy.lvl1 ?? '').replace(MARKS, ''));
      const candidates = [hitArea, title, `${title} (${hitArea})`];
      key = candidates.find((candidate) => !keys.has(candidate)) ?? `${title} (${hitArea}, ${keys.size + 1})`;
      keys.add(key);
      [area, size] = [hitArea, 0];
    }
    size += 1;
    return withGroupKey(hit, key);
  });
}

/** The hit with its area as DocSearch heads its group with (undoes `keepRankOrder`'s key on the hits shown). */
export function showArea<T extends GroupedHit>(hit: T): T {
  return withGroupKey(hit, unescapeHtml(hit.hierarchy.lvl0 ?? ''));
}

/** Result URLs from a hosted index are absolute; the router wants a path. */
export function toRelativeUrl(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** The parts of a modal hit that DocSearch draws inside the hit's link (its `hitComponent`). */
export interface DrawnHit {
  readonly url: string;
  readonly type: string;
  readonly content: string | null;
  readonly hierarchy: Readonly<Record<HierarchyLevel, string | null>>;
  readonly _snippetResult?: {
    readonly content?: {readonly value: string};
    readonly hierarchy?: Readonly<Partial<Record<HierarchyLevel, {readonly value: string}>>>;
  };
  readonly __docsearch_parent?: {readonly objectID: string} | null;
}

/**
 * Whether DocSearch draws two hits the same: address, kind, text, excerpts and
 * parent. DocSearch hands its hit component a new object on every render, so
 * the modal compares what is drawn rather than the object.
 */
export function drawsTheSame(a: DrawnHit, b: DrawnHit): boolean {
  if (a === b) return true;
  if (a.url !== b.url || a.type !== b.type || a.content !== b.content) return false;
  if ((a.__docsearch_parent?.objectID ?? null) !== (b.__docsearch_parent?.objectID ?? null)) return false;
  if (a._snippetResult?.content?.value !== b._snippetResult?.content?.value) return false;
  return HIERARCHY_LEVELS.every(
    (level) =>
      a.hierarchy[level] === b.hierarchy[level] &&
      a._snippetResult?.hierarchy?.[level]?.value === b._snippetResult?.hierarchy?.[level]?.value,
  );
}
