/**
 * The order in which the DocSearch modal shows hits. DocSearch groups the
 * hits of a response by `hierarchy.lvl0`, groups in the order their first hit
 * arrives, at most `maxPerGroup` hits each; the bench scores that order, the
 * one a reader sees. DocSearch takes the group key (and the group's header)
 * from the highlighted lvl0, marks removed, else from lvl0; the local client
 * makes that key one per run of consecutive hits of an area, so the modal
 * keeps the ranking's order (src/search/localClient.ts).
 */
import {SEARCH} from '../config/search';
import {searchLocalIndex, type LoadedIndex} from './localClient';
import type {Hierarchy} from './types';

interface GroupedHit {
  readonly hierarchy: Pick<Hierarchy, 'lvl0'>;
  readonly _highlightResult?: {readonly hierarchy?: {readonly lvl0?: {readonly value: string}}};
}

/** DocSearch's group key of a hit. */
export function docSearchGroupKey(hit: GroupedHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted !== undefined ? highlighted.replace(/<\/?mark>/g, '') : (hit.hierarchy.lvl0 ?? '');
}

/** The hits as DocSearch 3.9 shows them (its `groupBy` over `hierarchy.lvl0`). */
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

/** The result URLs the modal shows for a query, in order: the local index's hits grouped as DocSearch groups them. */
export function modalResultUrls(loaded: LoadedIndex, query: string): string[] {
  const {hits} = searchLocalIndex(loaded, {
    query,
    hitsPerPage: SEARCH.hitsPerPage,
    attributesToSnippet: [`content:${SEARCH.snippetWords}`],
  });
  return docSearchDisplayOrder(hits, SEARCH.maxHitsPerGroup).map((hit) => hit.url);
}
