/**
 * First-load weight of one page: the JavaScript and CSS files Chromium
 * requests from the site while the page loads and hydrates (route chunks and
 * any widget code that loads on its own, not prefetches for linked pages), sized from the build folder, raw and
 * gzip at level 9 (what the build's precompressed .gz files hold).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from '@playwright/test';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

export interface Size {
  readonly rawKB: number;
  readonly gzipKB: number;
}

export interface PageWeight {
  readonly path: string;
  readonly js: Size & {readonly files: number};
  readonly css: Size & {readonly files: number};
  readonly html: Size;
  /** `<script>` without async/defer or stylesheet `<link>` in the HTML that points at another origin. */
  readonly crossOriginRenderBlocking: number;
}

const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

function sizeOf(files: readonly string[]): Size & {files: number} {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = fs.readFileSync(file);
    raw += content.length;
    gzip += zlib.gzipSync(content, {level: 9}).length;
  }
  return {rawKB: kB(raw), gzipKB: kB(gzip), files: files.length};
}

type Parse5Node = DefaultTreeAdapterMap['node'];
type Parse5Element = DefaultTreeAdapterMap['element'];

function elementsOf(node: Parse5Node, found: Parse5Element[] = []): Parse5Element[] {
  if ('tagName' in node) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elementsOf(child, found);
  return found;
}

/**
 * Render-blocking tags in the HTML whose URL is on another origin: a script
 * with a `src` and neither `async`, `defer` nor `type="module"`, and a
 * stylesheet link. The page is read with parse5, as a browser reads it, so
 * attribute order, quoting and case do not matter.
 */
export function crossOriginRenderBlocking(html: string, siteOrigin: string): number {
  const urls: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const attributes = new Map(element.attrs.map((attribute) => [attribute.name, attribute.value]));
    const src = attributes.get('src');
    const href = attributes.get('href');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (element.tagName === 'script' && src !== undefined) {
      const deferred =
        attributes.has('async') || attributes.has('defer') || attributes.get('type')?.toLowerCase() === 'module';
      if (!deferred) urls.push(src);
    } else if (element.tagName === 'link' && href !== undefined && rel.includes('stylesheet')) urls.push(href);
  }
  return urls.filter((url) => new URL(url, siteOrigin).origin !== siteOrigin).length;
}

export async function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  buildDir: string,
  pagePath: string,
): Promise<PageWeight> {
  const page = await browser.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Docusaurus prefetches the chunks of linked pages (resource type "other"): not this page's weight.
    const loads = request.resourceType() === 'script' || request.resourceType() === 'stylesheet';
    if (loads && url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
  });
  const response = await page.goto(`${baseUrl}${pagePath}`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const html = (await response?.body()) ?? Buffer.alloc(0);
  await page.close();
  const files = [...requested].map((p) => path.join(buildDir, decodeURIComponent(p)));
  return {
    path: pagePath,
    js: sizeOf(files.filter((file) => file.endsWith('.js'))),
    css: sizeOf(files.filter((file) => file.endsWith('.css'))),
    html: {rawKB: kB(html.length), gzipKB: kB(zlib.gzipSync(html, {level: 9}).length)},
    crossOriginRenderBlocking: crossOriginRenderBlocking(html.toString(), baseUrl),
  };
}
