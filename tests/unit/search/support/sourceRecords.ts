/**
 * Search records of every docs page without a build: each page's Markdown
 * (scripts/docs-sources/model.ts, the contract reference and YIPs rendered in
 * memory) turned into HTML shaped like a built page's article, then read by
 * the same extractor the build uses. Close to the built records, not equal:
 * widgets render nothing here except addresses and ENS names, which readers
 * search for.
 */
import {toHtml} from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';

import {loadPages} from '../../../../scripts/docs-sources/model';
import {getEntry} from '../../../../src/chain/addressBook';
import {DOCS_AREAS} from '../../../../src/config/areas';
import {scopeOf} from '../../../../src/search/buildRecords';
import {extractRecords} from '../../../../src/search/extractRecords';
import {areaSearchTag, type SearchRecord} from '../../../../src/search/types';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Markdown a reader sees: addresses and ENS names written out, other widgets and MDX imports left out. */
function readableMarkdown(body: string): string {
  return body
    .replace(/^\s*(import|export)\s.*$/gm, '')
    .replace(/<ContractAddress\s+id="([^"]+)"[^>]*\/>/g, (_, id: string) => `\`${getEntry(id).address}\``)
    .replace(/<EnsName\s+name="([^"]+)"\s*\/>/g, (_, name: string) => `\`${name}\``)
    .replace(/<[A-Z][A-Za-z]*\b[^>]*\/>/g, '')
    .replace(/\s*\{#[\w-]+\}\s*$/gm, '');
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath)
  .use(remarkRehype, {allowDangerousHtml: true})
  .use(rehypeRaw);

function pageHtml(title: string, description: unknown, markdown: string): string {
  const tree = processor.runSync(processor.parse(markdown));
  const meta =
    typeof description === 'string'
      ? `<meta name="description" content="${escape(description).replace(/"/g, '&quot;')}">`
      : '';
  return `<head>${meta}</head><body><article><div class="theme-doc-markdown markdown"><header><h1>${escape(title)}</h1></header>${toHtml(tree)}</div></article></body>`;
}

/** The records of every docs page, one page after another, giving the event loop a turn between pages (a long test must not block Vitest's worker for a minute on a busy machine). */
export async function recordsFromSources(root: string): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const page of loadPages(root)) {
    records.push(...recordsOfPage(page));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return records;
}

function recordsOfPage(page: ReturnType<typeof loadPages>[number]): SearchRecord[] {
  const area = DOCS_AREAS.find((candidate) => candidate.id === page.area)!;
  // Docusaurus takes a leading `# Title` as the page title and leaves it out of the body.
  const markdown = readableMarkdown(page.body);
  const heading = /^\s*#\s+(.+?)\s*$/m.exec(markdown);
  const leading = heading && markdown.slice(0, heading.index).trim() === '' ? heading : null;
  const title = String(page.frontMatter.title ?? leading?.[1] ?? '');
  const body = leading ? markdown.slice(leading.index + leading[0].length) : markdown;
  return extractRecords(pageHtml(title, page.frontMatter.description, body), {
    url: page.url,
    lvl0: area.label,
    language: 'en',
    docusaurusTag: areaSearchTag(area.id),
    scope: scopeOf(page.url),
  });
}
