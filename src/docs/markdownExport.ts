/**
 * Turns a page's MDX source into plain Markdown for readers and tools that
 * want text: the per-page `.md` copies, `llms.txt` and `llms-full.txt`.
 * Imports are dropped and each MDX widget becomes the static text it shows
 * (an address widget becomes its address), so nothing depends on JavaScript.
 */
export type WidgetRenderer = (name: string, props: Readonly<Record<string, string>>) => string;

const FENCE = /^(```|~~~)/;
const JSX_SELF_CLOSING = /<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z_][\w-]*(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/>/g;
const JSX_PAIRED =
  /<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z_][\w-]*(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*>([\s\S]*?)<\/\1>/g;
const ATTRIBUTE = /([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{\s*["']?([^}"']*)["']?\s*\})/g;

export function parseProps(source: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    props[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return props;
}

/** Default rendering: an address prop shows as code; other widgets have no static text. */
export const defaultWidgetRenderer: WidgetRenderer = (_name, props) => (props.address ? `\`${props.address}\`` : '');

export function toPlainMarkdown(body: string, render: WidgetRenderer = defaultWidgetRenderer): string {
  const out: string[] = [];
  let inFence = false;
  let prose: string[] = [];
  const flushProse = () => {
    const text = prose
      .join('\n')
      .replace(/^\s*(import|export)\s[^\n]*$/gm, '')
      .replace(JSX_PAIRED, (_all, name: string, attributes: string, children: string) => {
        const rendered = render(name, parseProps(attributes));
        return rendered || children;
      })
      .replace(JSX_SELF_CLOSING, (_all, name: string, attributes: string) => render(name, parseProps(attributes)))
      // `pathname://` only tells Docusaurus a link is a file rather than a route; elsewhere it is the plain path.
      .replace(/\]\(pathname:\/\//g, '](');
    out.push(text);
    prose = [];
  };
  for (const line of body.split('\n')) {
    if (FENCE.test(line.trim())) {
      if (!inFence) flushProse();
      inFence = !inFence;
      out.push(line);
      continue;
    }
    if (inFence) out.push(line);
    else prose.push(line);
  }
  flushProse();
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** Where the plain Markdown copy of a page is served: its URL plus `.md`. */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/$/, '')}.md`;
}
