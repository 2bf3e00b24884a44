/**
 * Turns one built docs page (HTML) into search records, one per heading
 * section. Runs in Node at build time (plugins/search-index).
 */
import {HTMLElement, parse, type Node} from 'node-html-parser';
import {parseFragment, serialize} from 'parse5';

import {SEARCH} from '../config/search';
import {STATIC_HTML} from '../config/staticHtml';
import {isReferenceFactLine} from '../reference/facts';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from './types';

export interface PageInfo {
  /** URL path of the page, as served. */
  readonly url: string;
  /** lvl0 of every record: the docs area's label. */
  readonly lvl0: string;
  readonly language: string;
  readonly docusaurusTag: string;
  /**
   * How much of the page the index keeps. `reference`: a contract reference
   * page, whose declarations and tables repeat what headings and notices say;
   * `summary`: only the title and the first section (the YIPs); `title`: only
   * the title, description and opening text (deprecated contract versions,
   * found by name and version without repeating the current version).
   */
  readonly scope?: 'full' | 'reference' | 'summary' | 'title';
}

/** Parts of the rendered page that are not reading text. */
const SKIPPED = ['.hash-link', '.katex-mathml', 'button', '.docusaurus-mermaid-container', 'svg', 'script', 'style'];
const HEADING = /^H([2-6])$/;
/** Also left out of contract reference pages: declarations, tables, parameter lists (the only lists there), admonitions. */
const SKIPPED_IN_REFERENCE = ['pre', '.theme-code-block', 'table', 'ul', '.theme-admonition'];

/** Reading text of a node; block elements and table cells are kept apart by spaces. */
function textOf(node: Node): string {
  const text = 'structuredText' in node ? (node as HTMLElement).structuredText : node.text;
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/**
 * The page's `<article>`, with every end tag written out. The built HTML is
 * minified without optional end tags (`</li>`, `</option>`, ...), which the
 * fast lenient parser below misreads on some pages (nested open sidebar
 * categories, a form with a select): it lost their whole text. parse5 reads
 * them as a browser does, and its output has every tag closed.
 */
function normalizedArticle(html: string, scope: NonNullable<PageInfo['scope']>): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return '';
  // A summary ends at the second section: the rest of the page (on a deprecated contract version, nearly
  // all of it) is not parsed at all, and parse5 closes what the cut leaves open.
  const first = html.indexOf('<h2', start);
  const second = scope === 'summary' ? html.indexOf('<h2', first + 1) : scope === 'title' ? first : -1;
  const cut = second > start && second < end ? second : end + '</article>'.length;
  return serialize(parseFragment(html.slice(start, cut)));
}

/** The page's description (its meta description, the one sentence shown in link previews), or null. */
function descriptionOf(html: string): string | null {
  const head = html.slice(0, Math.max(0, html.indexOf('<body')));
  const tag = /<meta\b[^>]*\bname=["']?description\b[^>]*>/i.exec(head)?.[0];
  const content = tag ? parse(tag).querySelector('meta')?.attributes.content : undefined;
  return content?.replace(/\s+/g, ' ').trim() || null;
}

/** The article's blocks in order, with each block of static HTML (plugins/static-body) opened into its children. */
function blocksOf(article: HTMLElement): Node[] {
  return article.childNodes.flatMap((child) =>
    child instanceof HTMLElement && child.classList.contains(STATIC_HTML.className) ? child.childNodes : [child],
  );
}

export function extractRecords(html: string, page: PageInfo): SearchRecord[] {
  const scope = page.scope ?? 'full';
  const root = parse(normalizedArticle(html, scope));
  const article = root.querySelector('article .theme-doc-markdown');
  if (!article) return [];
  const skipped = scope === 'full' ? SKIPPED : [...SKIPPED, ...SKIPPED_IN_REFERENCE];
  for (const selector of skipped) article.querySelectorAll(selector).forEach((node) => node.remove());
  if (scope !== 'full') {
    // The mutability and selector line under each declaration: one unique hex term per function, heavy in the index.
    for (const paragraph of article.querySelectorAll('p')) if (isReferenceFactLine(paragraph.text)) paragraph.remove();
  }

  const title = textOf(article.querySelector('header h1') ?? root.querySelector('h1') ?? article);
  const records: SearchRecord[] = [];
  const base = {language: page.language, docusaurus_tag: page.docusaurusTag};
  let hierarchy = emptyHierarchy(page.lvl0, title);
  let anchor = '';
  let buffer: string[] = [];

  const push = (record: Omit<SearchRecord, 'objectID' | 'language' | 'docusaurus_tag'>) =>
    records.push({...record, ...base, objectID: `${page.url}:${records.length}`});
  const urlFor = (id: string) => (id ? `${page.url}#${id}` : page.url);
  // A heading's record waits for its section text: reference pages fold the text into it (one record per function).
  let pending: Omit<SearchRecord, 'objectID' | 'language' | 'docusaurus_tag'> | null = null;
  const flush = () => {
    const content = buffer.join(' ').replace(/\s+/g, ' ').trim();
    buffer = [];
    const heading = pending;
    pending = null;
    if (heading && scope === 'reference') {
      // The notice comes first; the rest repeats tables and details a reader finds on the page.
      const words = content.split(' ');
      push({...heading, content: words.slice(0, SEARCH.referenceIndexedWords).join(' ') || null});
      return;
    }
    if (heading) push(heading);
    if (content) push({url: urlFor(anchor), type: 'content', hierarchy: {...hierarchy}, content});
  };

  let sectionsSeen = 0;
  // The page record carries the page's description: a summary of what the page is about.
  push({url: page.url, type: 'lvl1', hierarchy: {...hierarchy}, content: descriptionOf(html)});
  for (const child of blocksOf(article)) {
    const element = child as HTMLElement;
    const level = HEADING.exec(element.tagName ?? '');
    if (!level) {
      if (element.tagName !== 'HEADER') buffer.push(textOf(child));
      continue;
    }
    flush();
    const depth = Number(level[1]);
    if (depth === 2) sectionsSeen += 1;
    if ((scope === 'summary' && sectionsSeen > 1) || scope === 'title') break;
    const next: Hierarchy = {...hierarchy};
    HIERARCHY_LEVELS.forEach((key, index) => {
      if (index === depth) next[key] = textOf(element);
      else if (index > depth) next[key] = null;
    });
    hierarchy = next;
    anchor = element.id ?? '';
    pending = {
      url: urlFor(anchor),
      type: `lvl${depth}` as SearchRecord['type'],
      hierarchy: {...hierarchy},
      content: null,
    };
  }
  flush();
  return records;
}
