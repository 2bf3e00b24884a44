/**
 * The docs links of the navbar and of the footer's Docs column, made from the
 * docs areas (src/config/areas.ts) so a label or a first page changes in one
 * place. docusaurus.config.ts uses them.
 */
import {DOCS_AREAS, type DocsAreaId} from './areas';

type Area = (typeof DOCS_AREAS)[number];

function area(id: DocsAreaId): Area {
  const found = DOCS_AREAS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No docs area ${id} in src/config/areas.ts`);
  return found;
}

/** The navbar's left side: the areas most readers come for. Resources and Partners are in the footer and on the home page. */
const NAVBAR_AREAS = [
  'docs-getting-started',
  'docs-developers',
  'docs-contributing',
] as const satisfies readonly DocsAreaId[];

/** The footer lists every area, Partners before Resources (mostly the record of retired products). */
const FOOTER_AREAS = [...NAVBAR_AREAS, 'docs-partners', 'docs-resources'] as const satisfies readonly DocsAreaId[];

/**
 * Where the footer sends a reader when the area's main doc is a poor start:
 * Resources opens on a retired product (its sidebar keeps the previous docs'
 * order), so the footer links its glossary.
 */
const FOOTER_DOC_IDS: Partial<Record<DocsAreaId, string>> = {'docs-resources': 'defi-glossary'};

/** Navbar items that open an area's sidebar at its main doc. */
export function navbarDocsItems() {
  return NAVBAR_AREAS.map(area).map(
    ({id, sidebarId, label}) => ({type: 'docSidebar', docsPluginId: id, sidebarId, label, position: 'left'}) as const,
  );
}

/** The footer's Docs column. */
export function footerDocsItems(): {label: string; to: string}[] {
  return FOOTER_AREAS.map(area).map(({id, routeBasePath, mainDocId, label}) => ({
    label,
    to: `/${routeBasePath}/${FOOTER_DOC_IDS[id] ?? mainDocId}`,
  }));
}
