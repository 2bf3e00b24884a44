/**
 * Diagrams drawn at build time (src/diagrams, plugins/diagrams): ids scoped
 * per copy, names for assistive technology, the fences found, the browser
 * renderer kept with one warning when Chromium is missing or a diagram fails,
 * a page with a diagram waiting for the drawing the plugin started, and (with
 * Debian's Chromium) real SVGs, drawn in a worker thread, that carry no script
 * and share no id.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Root} from 'mdast';
import {parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {afterAll, afterEach, describe, expect, it} from 'vitest';

import {systemToolPath} from '../../src/config/systemTools';
import {mermaidFences} from '../../src/diagrams/fences';
import {clientDiagram} from '../../src/diagrams/markup';
import {
  fallbackWarning,
  renderDiagrams,
  reportLine,
  writeCached,
  type DiagramSettings,
} from '../../src/diagrams/render';
import {diagramName, nameSvg, scopeSvgIds} from '../../src/diagrams/svg';
import {diagramOptions, remarkDiagrams, type DiagramOptions} from '../../plugins/diagrams';
import {drawInWorker, setDrawing} from '../../plugins/diagrams/drawing';
import {diagramFileRule} from '../../plugins/diagrams/files';

const tempDirs: string[] = [];
function tempCache(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yearn-diagrams-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function options(overrides: Partial<DiagramSettings> = {}): DiagramOptions {
  const base = diagramOptions({isDevelopment: false, chromiumPath: systemToolPath('chromium')});
  return {...base, settings: {...base.settings, drawingsDir: tempCache(), ...overrides}, filesDir: tempCache()};
}

interface MdNode {
  type: string;
  name?: string;
  lang?: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
  attributes?: {
    name: string;
    value: {value: string; data: {estree: {body: {expression: {arguments: {value: string}[]}}[]}}};
  }[];
  data?: {hName?: string; hProperties?: Record<string, string>};
}

/** What a placed fence shows: the browser renderer's element, or a drawn diagram with the markup of the files it requires. */
function placed(node: MdNode): {hName?: string; hProperties?: Record<string, string>} {
  if (node.type !== 'mdxJsxFlowElement') return node.data!;
  const required = (attribute: NonNullable<MdNode['attributes']>[number]) => {
    const file = attribute.value.data.estree.body[0]!.expression.arguments[0]!.value;
    expect(attribute.value.value).toBe(`require(${JSON.stringify(file)})`);
    return fs.readFileSync(file, 'utf8');
  };
  return {hName: node.name, hProperties: Object.fromEntries(node.attributes!.map((a) => [a.name, required(a)]))};
}

/** A page's tree as remark gives it: a heading and the page's mermaid fences. */
function page(...sources: string[]): MdNode {
  return {
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'How funds move'}]},
      ...sources.map((value) => ({type: 'code', lang: 'mermaid', value})),
    ],
  };
}

function transform(tree: MdNode, diagramOptionsValue: DiagramOptions) {
  remarkDiagrams(diagramOptionsValue)(tree as unknown as Root);
  return tree.children!.filter((node) => node.type !== 'heading').map(placed);
}

const FLOW = 'flowchart LR\n  A[Depositor] -->|deposit| B[Vault]\n  B --> C[Strategy]';
const SEQUENCE =
  'sequenceDiagram\n  accTitle: Report and fees\n  participant V as Vault\n  participant A as Accountant\n  V->>A: report(gain, loss)\n  A-->>V: fees, refunds';

const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);

describe('scopeSvgIds', () => {
  const svg = [
    '<svg id="d1" aria-labelledby="chart-title-d1"><title id="chart-title-d1">T</title>',
    '<style>#d1{fill:#333;}#d1 .edge{stroke:#add;}#d1 marker{x:url(#d1-arrow);}</style>',
    '<defs><marker id="d1-arrow"></marker></defs><g id="A"></g><g id="A"></g>',
    '<path marker-end="url(#d1-arrow)"></path><use href="#A"></use></svg>',
  ].join('');

  it('renames every id with the scope and follows the references', () => {
    const scoped = scopeSvgIds(svg, 'mmd0l');
    expect(ids(scoped).every((id) => id.startsWith('mmd0l-'))).toBe(true);
    expect(new Set(ids(scoped)).size).toBe(ids(scoped).length);
    const [root, title, marker, firstA] = ids(scoped);
    expect(scoped).toContain(`aria-labelledby="${title}"`);
    expect(scoped).toContain(`#${root}{fill:#333;}#${root} .edge{stroke:#add;}`);
    expect(scoped).toContain(`marker-end="url(#${marker})"`);
    expect(scoped).toContain(`x:url(#${marker})`);
    expect(scoped).toContain(`href="#${firstA}"`);
  });

  it('gives two copies of one SVG no id in common', () => {
    const light = ids(scopeSvgIds(svg, 'mmd0l'));
    const dark = ids(scopeSvgIds(svg, 'mmd0d'));
    expect(light.filter((id) => dark.includes(id))).toEqual([]);
  });
});

describe('diagram names', () => {
  it('prefers the diagram title, else its kind and section', () => {
    expect(diagramName({kind: 'Flowchart', title: 'Deposit flow', section: 'Overview'})).toBe('Deposit flow');
    expect(diagramName({kind: 'Flowchart', section: 'Overview'})).toBe('Flowchart: Overview');
    expect(diagramName({kind: 'Sequence diagram'})).toBe('Sequence diagram');
  });

  it('puts the name on the root element unless Mermaid already labels it', () => {
    expect(nameSvg('<svg id="a"><g></g></svg>', 'A "quoted" name')).toBe(
      '<svg aria-label="A &quot;quoted&quot; name" id="a"><g></g></svg>',
    );
    const titled = '<svg aria-labelledby="t"><title id="t">x</title></svg>';
    expect(nameSvg(titled, 'other')).toBe(titled);
  });
});

describe('mermaid fences', () => {
  it('finds the fences of a page, text as written, and nothing else', () => {
    const markdown = `# Title\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n\n- item\n\n  \`\`\`mermaid\n  ${SEQUENCE.replace(/\n/g, '\n  ')}\n  \`\`\`\n`;
    expect(mermaidFences(markdown)).toEqual([FLOW, SEQUENCE]);
  });
});

describe('without Chromium', () => {
  it('keeps the browser renderer for every diagram and warns once, naming the pages', async () => {
    const noChromium = options({chromiumPath: '/nonexistent/chromium'});
    const report = await renderDiagrams(
      [
        {page: 'docs-developers/a.md', sources: [FLOW]},
        {page: 'docs-developers/b.md', sources: [FLOW, SEQUENCE]},
      ],
      noChromium.settings,
    );
    expect(report).toMatchObject({diagrams: 3, svgs: 4, fromCache: 0});
    const warning = fallbackWarning(report)!;
    expect(warning.match(/\[diagrams\]/g)).toHaveLength(1);
    expect(warning).toContain('docs-developers/a.md: Chromium not found at /nonexistent/chromium');
    expect(warning).toContain('docs-developers/b.md');
    expect(warning).toMatch(/2 page\(s\)/);

    const nodes = transform(page(FLOW, SEQUENCE), noChromium);
    expect(nodes).toEqual([clientDiagram(FLOW), clientDiagram(SEQUENCE)]);
    expect(nodes[0]).toEqual({hName: 'mermaid', hProperties: {value: FLOW}});
  });

  it('in `npm start`, leaves every diagram to the browser renderer even when drawn', () => {
    const nodes = transform(page(FLOW), {...options(), enabled: false});
    expect(nodes[0]).toEqual(clientDiagram(FLOW));
  });
});

describe('while the plugin draws', () => {
  afterEach(() => setDrawing(null));

  it('a page with a diagram waits for the drawing before it places the SVGs; a page without one does not wait', async () => {
    const drawing = options();
    let finish!: () => void;
    setDrawing(new Promise<void>((resolve) => (finish = resolve)));

    const withDiagram = page(FLOW);
    const placing = remarkDiagrams(drawing)(withDiagram as unknown as Root);
    expect(placing).toBeInstanceOf(Promise);
    const plain = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'No diagram.'}]}]};
    expect(remarkDiagrams(drawing)(plain as unknown as Root)).toBeUndefined();

    // The drawing fills the cache, then ends: only then is the fence replaced, by the drawn pictures.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(withDiagram.children![1]!.type).toBe('code');
    for (const mode of ['light', 'dark'] as const)
      writeCached(drawing.settings, mode, FLOW, {
        svg: `<svg id="d"><g class="${mode}-drawing"></g></svg>`,
        title: null,
      });
    finish();
    await placing;
    const element = placed(withDiagram.children![1]!);
    expect(element.hProperties!.light).toBe(
      '<svg aria-label="Diagram: How funds move" id="mmd0l-0"><g class="light-drawing"></g></svg>',
    );
    expect(element.hProperties!.dark).toContain('<g class="dark-drawing">');

    // Each SVG is a file the element requires (the bundles resolve it), not text inside the page's module;
    // a second page placing the same diagram the same way requires the same files.
    expect(withDiagram.children![1]).toMatchObject({type: 'mdxJsxFlowElement', name: 'mermaid', children: []});
    expect(fs.readdirSync(drawing.filesDir)).toHaveLength(2);
    const again = page(FLOW);
    await remarkDiagrams(drawing)(again as unknown as Root);
    expect(again.children![1]!.attributes).toEqual(withDiagram.children![1]!.attributes);
    expect(fs.readdirSync(drawing.filesDir)).toHaveLength(2);
  });
});

describe("the bundles' rule for a drawn SVG's file", () => {
  it('gives server rendering the markup and the browser the URL of a hashed copy', () => {
    expect(diagramFileRule(true)).toMatchObject({type: 'asset/source'});
    expect(diagramFileRule(false)).toMatchObject({
      type: 'asset/resource',
      generator: {filename: 'assets/diagrams/[contenthash:8].svg'},
    });
    for (const isServer of [true, false]) {
      const test = diagramFileRule(isServer).test as RegExp;
      expect(test.test('/site/node_modules/.cache/yearn-diagrams/placed/0a1b.diagram')).toBe(true);
      expect(test.test('/site/static/img/logo.svg')).toBe(false);
    }
  });
});

describe.runIf(fs.existsSync(systemToolPath('chromium')))('drawn in Chromium', () => {
  const drawn = options();
  let report: Awaited<ReturnType<typeof renderDiagrams>>;

  it('draws each diagram in both modes in a worker thread, and a broken one is left to the browser with its reason', async () => {
    report = await drawInWorker(
      [
        {page: 'docs-developers/flows.md', sources: [FLOW, SEQUENCE]},
        {page: 'docs-developers/broken.md', sources: ['flowchart LR\n  A -->']},
      ],
      drawn.settings,
    );
    expect(report).toMatchObject({diagrams: 3, svgs: 6, fromCache: 0});
    expect(reportLine(report)).toMatch(/^\[diagrams\] 3 diagrams, 6 SVGs, 0 already drawn, \d+ ms$/);
    expect(report.fallbacks).toHaveLength(1);
    expect(report.fallbacks[0]!.page).toBe('docs-developers/broken.md');
    expect(fallbackWarning(report)).toContain('docs-developers/broken.md: ');

    const again = await renderDiagrams([{page: 'docs-developers/flows.md', sources: [FLOW, SEQUENCE]}], drawn.settings);
    expect(again).toMatchObject({svgs: 4, fromCache: 4, fallbacks: []});
  }, 60_000);

  it('places two SVGs per diagram, named, with no script, remote resource or shared id in the page', () => {
    const nodes = transform(page(FLOW, SEQUENCE, 'flowchart LR\n  A -->'), drawn);
    const [flow, sequence, broken] = nodes;
    expect(broken).toEqual(clientDiagram('flowchart LR\n  A -->'));
    const svgs = [flow!, sequence!].flatMap((element) => [element.hProperties!.light!, element.hProperties!.dark!]);
    expect(svgs).toHaveLength(4);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg\b/);
      expect(svg).not.toMatch(/<script|\son\w+=|javascript:|@import|url\(\s*['"]?(https?:)?\/\//i);
    }
    expect(flow!.hProperties!.light).toMatch(/^<svg aria-label="Flowchart: How funds move"/);
    // The accTitle labels the SVG through its own <title>.
    expect(sequence!.hProperties!.dark).toMatch(
      /aria-labelledby="(mmd1d-[\w-]+)"[\s\S]*<title id="\1">Report and fees<\/title>/,
    );
    // The two modes are drawn with different themes.
    expect(flow!.hProperties!.light).not.toEqual(flow!.hProperties!.dark!.replace(/mmd0d-/g, 'mmd0l-'));

    const all = svgs.flatMap(ids);
    const repeated = all.filter((id, index) => all.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    // A local reference resolves inside its own SVG, or nowhere (Mermaid's sequence
    // diagrams point at a gradient they never define): never into another copy.
    for (const svg of svgs) {
      const own = new Set(ids(svg));
      for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
        expect(own.has(id!) || !all.includes(id!)).toBe(true);
    }
  });

  it('draws valid HTML: no block inside a span, no attributes SVG elements lack', () => {
    const [flow, sequence] = transform(page(FLOW, SEQUENCE), drawn);
    const invalid: string[] = [];
    const walk = (node: DefaultTreeAdapterMap['childNode'], inSpan: boolean) => {
      if (!('tagName' in node)) return;
      const names = node.attrs.map((attribute) => attribute.name);
      if (inSpan && ['p', 'div'].includes(node.tagName)) invalid.push(`<${node.tagName}> in <span>`);
      if (['rect', 'line'].includes(node.tagName) && names.includes('name')) invalid.push(`name on <${node.tagName}>`);
      if (node.tagName === 'circle' && (names.includes('width') || names.includes('height')))
        invalid.push('width or height on <circle>');
      const children = 'content' in node ? node.content.childNodes : node.childNodes;
      for (const child of children) walk(child, inSpan || node.tagName === 'span');
    };
    const svgs = [flow!, sequence!].flatMap((element) => [element.hProperties!.light!, element.hProperties!.dark!]);
    for (const svg of svgs) for (const node of parseFragment(svg).childNodes) walk(node, false);
    expect(invalid).toEqual([]);
    // The labels that held a <p> in a <span> still have their text, in a <div> the styles treat as that span.
    expect(svgs[0]).toContain('data-mermaid-span');
  });
});
