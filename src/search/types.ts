/**
 * Shapes shared by the search index builder (Node, build time) and the local
 * search client (browser). A record is one heading section of one page, in
 * the DocSearch hierarchy shape (lvl0 = docs area, lvl1 = page title,
 * lvl2..lvl6 = the headings above the section).
 */
import type {CompactIndex} from './compactIndex';
import type {SectionRow, StoredPage} from './indexOptions';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface SearchRecord {
  readonly objectID: string;
  readonly url: string;
  readonly type: RecordType;
  readonly hierarchy: Hierarchy;
  /** Full text of the section: indexed for matching, stored only as a short excerpt. */
  readonly content: string | null;
  readonly language: string;
  readonly docusaurus_tag: string;
}

/** What the browser downloads (build/search-index.json). */
export interface SerializedSearchIndex {
  readonly version: 3;
  readonly pages: readonly StoredPage[];
  /** One row per indexed document, by id. */
  readonly sections: readonly SectionRow[];
  readonly index: CompactIndex;
}

/** The `docusaurus_tag` facet of a docs area's records; search filters an area by it. */
export function areaSearchTag(areaId: string): string {
  return `docs-${areaId}-current`;
}
