/**
 * What a mermaid fence becomes in a page: the element `mermaid`, which MDX
 * renders with the site's Mermaid component (src/theme/Mermaid). With the two
 * drawn SVGs it shows them as they are; with only the source (`value`, what
 * Docusaurus itself writes) it draws the diagram in the browser.
 */
import {readCached, type DiagramSettings} from './render';
import {diagramKind, diagramName, nameSvg, scopeSvgIds} from './svg';

export const DIAGRAM_ELEMENT = 'mermaid';

export interface DiagramElement {
  readonly hName: typeof DIAGRAM_ELEMENT;
  /** Lower-case names: in `.md` pages the element passes through an HTML parser, which lower-cases attributes. */
  readonly hProperties: Readonly<Record<string, string>>;
}

/** The browser renderer's element, exactly as Docusaurus writes it for a mermaid fence. */
export function clientDiagram(source: string): DiagramElement {
  return {hName: DIAGRAM_ELEMENT, hProperties: {value: source}};
}

export interface PlaceOptions {
  /** The fence's position among the page's diagrams: keeps ids unique in the page. */
  readonly index: number;
  /** The heading the diagram sits under, for its accessible name. */
  readonly section: string | null;
}

/**
 * The drawn diagram from the cache, ids scoped to this page and mode and
 * named for assistive technology; the browser renderer's element when either
 * mode was not drawn.
 */
export function diagramElement(
  source: string,
  settings: DiagramSettings,
  {index, section}: PlaceOptions,
): DiagramElement {
  const light = readCached(settings, 'light', source);
  const dark = readCached(settings, 'dark', source);
  if (!light || !dark) return clientDiagram(source);
  const label = diagramName({kind: diagramKind(light.svg), title: light.title, section});
  return {
    hName: DIAGRAM_ELEMENT,
    hProperties: {
      light: nameSvg(scopeSvgIds(light.svg, `mmd${index}l`), label),
      dark: nameSvg(scopeSvgIds(dark.svg, `mmd${index}d`), label),
    },
  };
}
