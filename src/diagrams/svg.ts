/**
 * Post-processing of the SVG markup Mermaid produced, shared by the build
 * (each copy placed in a page) and the browser (the copy in the "Enlarge
 * diagram" dialog). It works on the markup as text, on purpose:
 *
 * - The markup is Chromium's HTML serialisation (render.ts), not XML: its
 *   labels are HTML inside <foreignObject> (`<br>`), so an XML parser
 *   (DOMParser as `image/svg+xml`) rejects it. In that form every attribute
 *   value is double-quoted with `"` written `&quot;`, which is what the
 *   attribute patterns below rely on.
 * - parse5, the HTML parser the build installs, does not give the markup back:
 *   it lower-cases `feDropShadow`, the shadow filter most drawn SVGs carry,
 *   which then no longer exists as an SVG element.
 * - node-html-parser gives identical output, but only at build time: the
 *   browser copy would need a second implementation on DOMParser, and the ids
 *   in the <style> still need the text rewrite (no CSS parser is installed,
 *   and the CSSOM would reformat the stylesheet).
 *
 * The one known limit: label text that reads like an attribute (` id="x"`,
 * `url(#x)`), which HTML serialisation leaves unescaped, would be rewritten.
 */

const ID_ATTRIBUTE = /(\sid=")([^"]+)(")/g;
const STYLE_ELEMENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
/** A CSS selector list: the text before a `{` (declarations end in `}` instead). */
const CSS_PRELUDE = /(^|[{}])([^{}]*)(?=\{)/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Gives every `id` in the SVG a new one that starts with `scope`, and updates
 * what refers to it: `url(#…)`, `href="#…"`, `aria-labelledby`/`describedby`
 * and `#…` selectors in the <style>. Two diagrams on a page, or the light and
 * dark copies of one, otherwise share marker and style ids (Mermaid reuses
 * plain ids such as a sequence participant's name), and a reference then
 * resolves to the copy that may be hidden. A repeated id (Mermaid gives both
 * boxes of a participant the same one) gets its own new id too; references
 * keep pointing at the first, as in the browser.
 */
export function scopeSvgIds(svg: string, scope: string): string {
  const renamed = new Map<string, string>();
  let count = 0;
  const fresh = () => `${scope}-${(count++).toString(36)}`;
  const withIds = svg.replace(ID_ATTRIBUTE, (_, before: string, id: string, after: string) => {
    const next = fresh();
    if (!renamed.has(id)) renamed.set(id, next);
    return `${before}${next}${after}`;
  });
  if (renamed.size === 0) return svg;
  const alternatives = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const rename = (id: string) => renamed.get(id) ?? id;
  const reference = new RegExp(`(url\\(['"]?#|href="#)(${alternatives})(?=['")])`, 'g');
  const ariaList = /(\saria-(?:labelledby|describedby)=")([^"]*)(")/g;
  const selector = new RegExp(`#(${alternatives})(?![\\w-])`, 'g');
  return withIds
    .replace(reference, (_, before: string, id: string) => `${before}${rename(id)}`)
    .replace(
      ariaList,
      (_, before: string, ids: string, after: string) => `${before}${ids.split(/\s+/).map(rename).join(' ')}${after}`,
    )
    .replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => {
      const scoped = css.replace(
        CSS_PRELUDE,
        (__, edge: string, prelude: string) =>
          `${edge}${prelude.replace(selector, (___, id: string) => `#${rename(id)}`)}`,
      );
      return `${open}${scoped}${close}`;
    });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Names the diagram for assistive technology. Mermaid labels the SVG with its
 * <title> when the diagram has an `accTitle`; otherwise the name given here
 * goes on the root element. The text inside stays readable either way.
 */
export function nameSvg(svg: string, name: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!open || /\saria-labelledby="/.test(open)) return svg;
  const named = open
    .replace(/\saria-label="[^"]*"/, '')
    .replace(/^<svg\b/, `<svg aria-label="${escapeAttribute(name)}"`);
  return named + svg.slice(open.length);
}

/** Readers' words for Mermaid's diagram types (its `aria-roledescription`). */
const KINDS: Readonly<Record<string, string>> = {
  'flowchart-v2': 'Flowchart',
  flowchart: 'Flowchart',
  sequence: 'Sequence diagram',
  stateDiagram: 'State diagram',
  classDiagram: 'Class diagram',
  er: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  timeline: 'Timeline',
  journey: 'User journey',
  mindmap: 'Mind map',
};

/** "Flowchart", "Sequence diagram", ... from the SVG Mermaid produced. */
export function diagramKind(svg: string): string {
  const role = /^<svg\b[^>]*\saria-roledescription="([^"]+)"/.exec(svg)?.[1] ?? '';
  return KINDS[role] ?? 'Diagram';
}

/**
 * The accessible name of a diagram without an `accTitle`: its kind and the
 * section it illustrates ("Flowchart: Architecture"), or its own title line.
 */
export function diagramName({
  kind,
  title,
  section,
}: {
  kind: string;
  title?: string | null;
  section?: string | null;
}): string {
  if (title) return title;
  return section ? `${kind}: ${section}` : kind;
}
