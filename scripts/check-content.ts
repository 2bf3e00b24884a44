/**
 * Content check over the five Markdown trees (run by `npm test`):
 * - front matter `title` and `description` on every page;
 * - at least 250 words of prose (120 on deprecated pages);
 * - no placeholder text, and no phrasing about the writers' process (src/docs/processVoice.ts);
 * - sources cited in the site's one form, a `Source:` line of `owner/repo@ref:path` links (src/docs/sourceCitations.ts);
 * - every internal link resolves to a page, a static file or a heading;
 * - a page that names veYFI gauges or dYFI says they are legacy, near its top or where it names them.
 *
 * Usage: tsx scripts/check-content.ts [docs-area-dir ...]  (default: all areas)
 */
import fs from 'node:fs';
import path from 'node:path';

import {CONTENT_RULES} from '../src/config/content';
import {processPhrasesIn} from '../src/docs/processVoice';
import {citationProblems} from '../src/docs/sourceCitations';
import {LEGACY_NOTICE_WORDS, paragraphsWithoutLegacyNotice} from '../src/docs/legacyVeyfi';
import {anchorsOf, linksOf, loadPages, proseOf, wordCount, type DocPage} from './docs-sources/model';

const root = process.cwd();
const only = process.argv.slice(2).map((dir) => dir.replace(/\/$/, ''));
const allPages = loadPages(root);
const pages = only.length
  ? allPages.filter((page) => only.some((dir) => path.relative(root, page.file).startsWith(dir)))
  : allPages;

const byUrl = new Map<string, DocPage>();
for (const page of allPages) byUrl.set(page.url.replace(/\/$/, '') || '/', page);
const byFile = new Map(allPages.map((page) => [path.resolve(page.file), page]));

/** Routes that are not docs: React pages and the section landing pages. */
function isPageRoute(url: string): boolean {
  const clean = url.replace(/\/$/, '') || '/';
  if (CONTENT_RULES.extraRoutes.includes(clean)) return true;
  const pageDir = path.join(root, 'src/pages');
  return ['.tsx', '.md', '.mdx'].some(
    (ext) =>
      fs.existsSync(path.join(pageDir, `${clean}${ext}`)) || fs.existsSync(path.join(pageDir, clean, `index${ext}`)),
  );
}

/** How many lines of the page's file come before its body (the front matter). */
function frontMatterLines(page: DocPage): number {
  return fs.readFileSync(page.file, 'utf8').split('\n').length - page.body.split('\n').length;
}

const problems: string[] = [];
const report = (page: DocPage, line: number, message: string) =>
  problems.push(`${path.relative(root, page.file)}:${line}: ${message}`);

for (const page of pages) {
  const {title, description} = page.frontMatter;
  if (typeof title !== 'string' || !title.trim()) report(page, 1, 'front matter `title` is missing');
  if (typeof description !== 'string' || !description.trim()) report(page, 1, 'front matter `description` is missing');

  const deprecated = /\/deprecated\//.test(page.url) || page.frontMatter.deprecated === true;
  const minimum = deprecated ? CONTENT_RULES.minWordsDeprecated : CONTENT_RULES.minWords;
  const words = wordCount(proseOf(page.body));
  // Generated reference pages are tables of the ABI and YIP pages short archive entries; their unit tests check
  // that no section is empty (tests/unit/reference, tests/unit/yips.test.ts).
  if (words < minimum && !page.generated) report(page, 1, `${words} words of prose, at least ${minimum} needed`);

  page.body.split('\n').forEach((text, index) => {
    const hit = CONTENT_RULES.placeholder.exec(text);
    if (hit) report(page, index + 1, `placeholder text "${hit[0]}"`);
    for (const phrase of processPhrasesIn(text)) {
      report(page, index + 1, `speaks of the writers' process ("${phrase}"): state the fact and its source`);
    }
  });

  // Lines of the file, not of the body: a written page's front matter comes first.
  const frontLines = page.generated || page.yip || !fs.existsSync(page.file) ? 0 : frontMatterLines(page);
  for (const {line, message} of citationProblems(page.body)) report(page, line + frontLines, message);

  const relative = path.relative(root, page.file);
  if ((!page.generated || page.yip) && !CONTENT_RULES.legacyNoticeExempt.includes(relative)) {
    for (const paragraph of paragraphsWithoutLegacyNotice(proseOf(page.body))) {
      report(
        page,
        1,
        `names veYFI gauges or dYFI as if current, with no legacy notice in its first ${LEGACY_NOTICE_WORDS} words or in the paragraph: "${paragraph.slice(0, 120)}…"`,
      );
    }
  }

  for (const {target, line} of linksOf(page.body)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const [pathPart = '', anchor] = target.split('#');
    let linked: DocPage | undefined = page;
    if (pathPart) {
      if (/\.mdx?$/.test(pathPart)) {
        const resolved = path.resolve(path.dirname(page.file), decodeURI(pathPart));
        linked = byFile.get(resolved);
        if (!linked) report(page, line, `link to a missing file: ${target}`);
      } else if (pathPart.startsWith('/')) {
        const clean = pathPart.replace(/\/$/, '') || '/';
        linked = byUrl.get(clean);
        const isStatic = fs.existsSync(path.join(root, 'static', clean));
        if (!linked && !isStatic && !isPageRoute(clean)) report(page, line, `link to an unknown route: ${target}`);
      } else {
        report(page, line, `relative link without .md extension: ${target} (link the file, e.g. ./page.md)`);
        linked = undefined;
      }
    }
    if (anchor && linked && !anchorsOf(linked.body).has(anchor)) {
      report(page, line, `link to a missing heading: ${target}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\ncontent check: ${problems.length} problem(s) in ${pages.length} pages`);
  process.exit(1);
}
console.log(`content check: ${pages.length} pages passed`);
