/**
 * Draws Mermaid diagrams to SVG at build time, in both colour modes, so pages
 * ship the pictures and readers download no diagram library.
 *
 * Mermaid lays text out by measuring it in a browser, so the build opens
 * Debian's Chromium once, loads Mermaid's own browser bundle (the version the
 * site's browser renderer uses) and draws every diagram there. Drawings are
 * kept in git (data/diagrams) by a hash of source, theme config and Mermaid
 * version, so a build draws only a diagram that is new or changed, and
 * builds from a clone draw nothing. A diagram that cannot be
 * drawn (no Chromium, a syntax error) is left to the browser renderer, and the
 * report says which pages.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export type ColourMode = 'light' | 'dark';
export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/** What the renderer needs; plain data, so it can also key Docusaurus's caches. */
export interface DiagramSettings {
  readonly chromiumPath: string;
  /** Absolute folder of the drawn SVGs, one file per diagram and colour mode. */
  readonly drawingsDir: string;
  /** Mermaid's theme for each colour mode and its other options, as in themeConfig.mermaid. */
  readonly themes: Readonly<Record<ColourMode, string>>;
  readonly options: Readonly<Record<string, unknown>>;
  readonly mermaidVersion: string;
}

export interface DrawnSvg {
  /** The SVG markup, sanitised; its ids are scoped again wherever it is placed (./svg.ts). */
  readonly svg: string;
  /** The diagram's own title (accTitle or `title`), if it has one. */
  readonly title: string | null;
}

export interface DiagramPage {
  /** The page's source file, as the warning names it. */
  readonly page: string;
  /** The source of each mermaid fence on the page. */
  readonly sources: readonly string[];
}

export interface RenderReport {
  readonly diagrams: number;
  readonly svgs: number;
  readonly fromCache: number;
  readonly ms: number;
  /** Pages whose diagrams the browser renderer draws instead, with the reason. */
  readonly fallbacks: readonly {readonly page: string; readonly reason: string}[];
}

/** Bumped when the stored form of a drawn SVG changes (sanitising, title), so older entries are not used. */
const CACHE_FORMAT = 2;

/** Docusaurus's theme resolves `mermaid`; the build uses that same copy. */
const themeRequire = createRequire(createRequire(import.meta.url).resolve('@docusaurus/theme-mermaid'));

export function mermaidVersion(): string {
  return (themeRequire('mermaid/package.json') as {version: string}).version;
}

/** The browser bundle of that Mermaid, which exposes a global `mermaid`. */
export function mermaidBrowserBundle(): string {
  return themeRequire.resolve('mermaid/dist/mermaid.min.js');
}

/**
 * The config Docusaurus's browser renderer initialises Mermaid with
 * (`{startOnLoad: false, ...options, theme}`), with the strict security level
 * pinned: no scripts, click handlers or raw HTML in labels.
 */
export function mermaidConfig(settings: DiagramSettings, mode: ColourMode): Record<string, unknown> {
  return {startOnLoad: false, ...settings.options, theme: settings.themes[mode], securityLevel: 'strict'};
}

function cacheKey(settings: DiagramSettings, mode: ColourMode, source: string): string {
  const input = JSON.stringify([CACHE_FORMAT, settings.mermaidVersion, mermaidConfig(settings, mode), source]);
  return createHash('sha256').update(input).digest('hex');
}

/** The drawing's file: named by a hash of the source, the Mermaid version and the mode's config, so an edit gets a new file. */
export function drawingFile(settings: DiagramSettings, mode: ColourMode, source: string): string {
  return path.join(settings.drawingsDir, `${cacheKey(settings, mode, source)}.json`);
}

export function readCached(settings: DiagramSettings, mode: ColourMode, source: string): DrawnSvg | null {
  try {
    return JSON.parse(fs.readFileSync(drawingFile(settings, mode, source), 'utf8')) as DrawnSvg;
  } catch {
    return null;
  }
}

export function writeCached(settings: DiagramSettings, mode: ColourMode, source: string, drawn: DrawnSvg): void {
  fs.mkdirSync(settings.drawingsDir, {recursive: true});
  fs.writeFileSync(drawingFile(settings, mode, source), JSON.stringify(drawn));
}

type Drawn = {ok: true; svg: string; title: string | null} | {ok: false; reason: string};

/**
 * Runs in the page: draws each source, removes anything that could run or
 * fetch (Mermaid's strict output has none; this keeps it so), and reads the
 * title. A plain function without inner named functions, because it is sent
 * to the browser as text.
 */
async function drawInPage({config, sources}: {config: Record<string, unknown>; sources: string[]}): Promise<Drawn[]> {
  const api = (
    window as unknown as {
      mermaid: {initialize(c: unknown): void; render(id: string, text: string): Promise<{svg: string}>};
    }
  ).mermaid;
  api.initialize(config);
  const results: Drawn[] = [];
  for (const [index, source] of sources.entries()) {
    const id = `diagram-${index}`;
    try {
      const {svg} = await api.render(id, source);
      // A template's content is inert: its <style> does not apply to this page.
      const holder = document.createElement('template');
      holder.innerHTML = svg;
      const root = holder.content.firstElementChild;
      if (!root || root.tagName.toLowerCase() !== 'svg' || holder.content.children.length !== 1)
        throw new Error('Mermaid returned no single <svg>');
      holder.content.querySelectorAll('script').forEach((node) => node.remove());
      holder.content.querySelectorAll('*').forEach((node) => {
        for (const attribute of Array.from(node.attributes)) {
          const unsafeLink = /href$/i.test(attribute.name) && /^\s*javascript:/i.test(attribute.value);
          if (/^on/i.test(attribute.name) || unsafeLink) node.removeAttribute(attribute.name);
        }
      });
      holder.content.querySelectorAll('style').forEach((node) => {
        node.textContent = (node.textContent ?? '').replace(/@import[^;]*;?/gi, '');
      });
      // Valid HTML (the W3C checker reports none of these any more). Sequence diagrams give <rect> and <line>
      // a `name` attribute SVG does not have.
      holder.content.querySelectorAll('[name]').forEach((node) => node.removeAttribute('name'));
      // State diagrams give their start and end <circle> a width and height, which a circle does not have.
      holder.content.querySelectorAll('circle').forEach((node) => {
        node.removeAttribute('width');
        node.removeAttribute('height');
      });
      // Labels put a <p> inside a <span>, which HTML does not allow: such a span becomes a <div> marked
      // data-mermaid-span, shown inline as the span was, and every style rule that selects `span` selects it
      // too (rewritten through the browser's own CSS parser), so the label looks the same.
      const blockSpans = Array.from(holder.content.querySelectorAll('span')).filter((span) =>
        span.querySelector('p, div'),
      );
      for (const span of blockSpans) {
        const div = document.createElement('div');
        for (const attribute of Array.from(span.attributes)) div.setAttribute(attribute.name, attribute.value);
        div.setAttribute('data-mermaid-span', '');
        div.append(...Array.from(span.childNodes));
        span.replaceWith(div);
      }
      if (blockSpans.length) {
        holder.content.querySelectorAll('style').forEach((node) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(node.textContent ?? '');
          const pending: CSSRule[] = Array.from(sheet.cssRules);
          while (pending.length) {
            const rule = pending.pop()!;
            if (rule instanceof CSSStyleRule)
              rule.selectorText = rule.selectorText.replace(
                /(^|[\s>+~,(])span(?![\w-])/g,
                '$1:is(span, div[data-mermaid-span])',
              );
            if ('cssRules' in rule) pending.push(...Array.from((rule as CSSGroupingRule).cssRules));
          }
          node.textContent =
            'div[data-mermaid-span]{display:inline}' +
            Array.from(sheet.cssRules)
              .map((rule) => rule.cssText)
              .join('');
        });
      }
      const styles = Array.from(holder.content.querySelectorAll('style')).map((node) => node.textContent ?? '');
      holder.content.querySelectorAll('[style]').forEach((node) => styles.push(node.getAttribute('style') ?? ''));
      const resources = Array.from(holder.content.querySelectorAll('image, use, feImage')).map(
        (node) => node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '#',
      );
      if (styles.some((css) => /url\(\s*(?!['"]?#)/i.test(css)) || resources.some((href) => !href.startsWith('#'))) {
        throw new Error('the SVG refers to a resource outside itself');
      }
      // accTitle becomes the SVG's <title>; a `title` line is drawn as text with a *TitleText class.
      const titled = root.querySelector(':scope > title') ?? root.querySelector('[class*="itleText" i]');
      results.push({ok: true, svg: holder.innerHTML, title: titled?.textContent?.trim() || null});
    } catch (error) {
      // Mermaid leaves its error picture in the page.
      document.getElementById(`d${id}`)?.remove();
      results.push({ok: false, reason: error instanceof Error ? error.message : String(error)});
    }
  }
  return results;
}

/** First line of a reason, short enough for one line of the warning. */
function shortReason(reason: string): string {
  const line = reason.split('\n').find((text) => text.trim()) ?? reason;
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** Chromium with one page per colour mode, each with Mermaid loaded, so both modes draw at the same time. */
interface Drawer {
  readonly browser: import('playwright-core').Browser;
  readonly pages: ReadonlyMap<ColourMode, import('playwright-core').Page>;
}

/** Launches Chromium and loads Mermaid into a page for each colour mode; closes the browser if that fails. */
async function openDrawer(settings: DiagramSettings): Promise<Drawer> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: settings.chromiumPath,
    args: ['--disable-gpu', '--no-first-run'],
  });
  try {
    const open = async (mode: ColourMode) => {
      const page = await browser.newPage();
      // Drawing needs nothing from the network; a diagram that asks for something gets nothing.
      await page.route('**/*', (route) => route.abort());
      await page.setContent('<!doctype html><html><head></head><body></body></html>');
      await page.addScriptTag({path: mermaidBrowserBundle()});
      return [mode, page] as const;
    };
    return {browser, pages: new Map(await Promise.all(COLOUR_MODES.map(open)))};
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Draws what has no drawing in the folder yet and writes it there. Launches Chromium only when
 * something is left to draw, and closes it before returning.
 */
export async function renderDiagrams(pages: readonly DiagramPage[], settings: DiagramSettings): Promise<RenderReport> {
  const started = Date.now();
  const unique = [...new Set(pages.flatMap((page) => page.sources))];
  const missing = new Map<ColourMode, string[]>(
    COLOUR_MODES.map((mode) => [mode, unique.filter((source) => !readCached(settings, mode, source))]),
  );
  const fromCache =
    unique.length * COLOUR_MODES.length - [...missing.values()].reduce((sum, list) => sum + list.length, 0);
  const failed = new Map<string, string>();

  if (fromCache < unique.length * COLOUR_MODES.length) {
    const fail = (reason: string) =>
      missing.forEach((list) => list.forEach((source) => failed.set(source, failed.get(source) ?? reason)));
    if (!fs.existsSync(settings.chromiumPath)) {
      fail(`Chromium not found at ${settings.chromiumPath}`);
    } else {
      let drawer: Drawer | null = null;
      try {
        drawer = await openDrawer(settings);
        const {pages: drawing} = drawer;
        // Each mode in its own page: Chromium draws them in two renderer processes at once.
        const results = await Promise.all(
          [...missing].map(async ([mode, sources]) => ({
            mode,
            sources,
            drawn: sources.length
              ? await drawing.get(mode)!.evaluate(drawInPage, {config: mermaidConfig(settings, mode), sources})
              : [],
          })),
        );
        // In mode order, so a diagram that fails in both is reported with the light mode's reason, as before.
        for (const {mode, sources, drawn} of results)
          drawn.forEach((result, index) => {
            const source = sources[index]!;
            if (result.ok) writeCached(settings, mode, source, {svg: result.svg, title: result.title});
            else if (!failed.has(source)) failed.set(source, shortReason(result.reason));
          });
      } catch (error) {
        fail(
          `Chromium could not draw diagrams: ${shortReason(error instanceof Error ? error.message : String(error))}`,
        );
      } finally {
        await drawer?.browser.close();
      }
    }
  }

  const fallbacks = pages.flatMap((page) => {
    const reasons = [
      ...new Set(
        page.sources.map((source) => failed.get(source)).filter((reason): reason is string => Boolean(reason)),
      ),
    ];
    return reasons.map((reason) => ({page: page.page, reason}));
  });
  const diagrams = pages.reduce((sum, page) => sum + page.sources.length, 0);
  return {diagrams, svgs: unique.length * COLOUR_MODES.length, fromCache, ms: Date.now() - started, fallbacks};
}

/** The plugin's one line, like the other plugins'. */
export function reportLine(report: RenderReport): string {
  return `[diagrams] ${report.diagrams} diagrams, ${report.svgs} SVGs, ${report.fromCache} already drawn, ${report.ms} ms`;
}

/** One warning for every diagram left to the browser renderer, naming the pages; null when there are none. */
export function fallbackWarning(report: RenderReport): string | null {
  if (report.fallbacks.length === 0) return null;
  const pages = new Set(report.fallbacks.map((fallback) => fallback.page));
  const lines = report.fallbacks.map((fallback) => `  - ${fallback.page}: ${fallback.reason}`);
  return [
    `[diagrams] ${pages.size} page(s) keep diagrams that were not drawn at build time; readers' browsers download Mermaid (about 190 kB gzip) to draw them:`,
    ...lines,
  ].join('\n');
}
