/**
 * After the build, writes a plain Markdown copy of every docs page next to
 * its HTML (`/developers/v3/overview.md`), plus `/llms.txt` (an index of all
 * pages with their descriptions), one such index per docs area
 * (`/developers/llms.txt`) and `/llms-full.txt` (every page in full, except
 * older versions of the contract reference). The pages and their URLs are
 * those the docs plugins loaded (src/docs/pages.ts); each copy is made from
 * the page's source file, the generated reference pages included.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import matter from 'gray-matter';

import {AGENT_API} from '../../src/agents/api';
import {DOCS_AREAS} from '../../src/config/areas';
import {SITE} from '../../src/config/site';
import {pageFormat, toPlainMarkdown, type WidgetRenderer} from '../../src/docs/markdownExport';
import {markdownUrl} from '../../src/docs/markdownUrl';
import {docPagesOf, type DocPage} from '../../src/docs/pages';
import {REFERENCE_ROUTE} from '../../src/reference/paths';

/** Older contract versions repeat the current reference; llms-full.txt keeps to the current one (each still has its .md). */
const LEFT_OUT_OF_FULL_TEXT = `${REFERENCE_ROUTE}/deprecated/`;

export interface MarkdownExportOptions {
  /** Static text of MDX widgets (for example an address widget's address). */
  readonly renderWidget?: WidgetRenderer;
}

export default function markdownExportPlugin(options: MarkdownExportOptions = {}) {
  return function plugin(context: LoadContext): Plugin {
    let loaded: readonly DocPage[] = [];
    return {
      name: 'markdown-export',
      allContentLoaded({allContent}) {
        loaded = docPagesOf(allContent);
      },
      async postBuild({outDir}) {
        const started = Date.now();
        const pages = [...loaded].sort((a, b) => a.permalink.localeCompare(b.permalink));
        const index: string[] = [
          `# ${SITE.title}`,
          '',
          `> ${SITE.tagline}. The documentation of Yearn, the DeFi yield-vault protocol.`,
          '',
        ];
        const full: string[] = [];
        for (const area of DOCS_AREAS) {
          index.push(`## ${area.label}`, '', area.summary, '');
          const areaIndex: string[] = [];
          for (const page of pages.filter((candidate) => candidate.area === area.id)) {
            const body = matter(await fs.readFile(path.join(context.siteDir, page.source), 'utf8')).content;
            const plain = toPlainMarkdown(
              body,
              options.renderWidget,
              pageFormat(page.source, page.frontMatter, context.siteConfig.markdown.format),
            );
            const markdown = `# ${page.title}\n\n> ${page.description}\n\n${plain}`;
            const file = path.join(outDir, markdownUrl(page.permalink));
            await fs.mkdir(path.dirname(file), {recursive: true});
            await fs.writeFile(file, markdown);
            const line = `- [${page.title}](${SITE.url}${markdownUrl(page.permalink)}): ${page.description}`;
            index.push(line);
            areaIndex.push(line);
            if (!page.permalink.startsWith(LEFT_OUT_OF_FULL_TEXT))
              full.push(`<!-- ${SITE.url}${page.permalink} -->\n${markdown}`);
          }
          index.push('');
          const areaFile = [`# ${SITE.title}: ${area.label}`, '', `> ${area.summary}`, '', ...areaIndex].join('\n');
          await fs.mkdir(path.join(outDir, area.routeBasePath), {recursive: true});
          await fs.writeFile(path.join(outDir, area.routeBasePath, AGENT_API.areaIndexFile), `${areaFile}\n`);
        }
        await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n').trim()}\n`);
        await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n---\n\n'));
        // The time, as the other plugins print it, so the bench's build phases show the export (MDX parsing included).
        console.log(
          `[markdown-export] ${pages.length} pages, llms.txt (site and each area) and llms-full.txt, ${Date.now() - started} ms`,
        );
      },
    };
  };
}
