/**
 * `npm run new-page -- <area>/<slug>`: creates a docs page with front matter
 * and adds it to the end of the area's sidebar.
 *
 *   npm run new-page -- developers/v3/keepers
 *   -> docs-developers/v3/keepers.md, id "v3/keepers" appended to sidebars/developers.ts
 */
import fs from 'node:fs';
import path from 'node:path';

import {DOCS_AREAS} from '../src/config/areas';

export class NewPageError extends Error {
  override readonly name = 'NewPageError';
}

export interface NewPagePlan {
  readonly file: string;
  readonly sidebarFile: string;
  readonly docId: string;
  readonly title: string;
}

export function planNewPage(root: string, target: string): NewPagePlan {
  const [areaPath, ...rest] = target.replace(/^\/+|\/+$/g, '').split('/');
  const area = DOCS_AREAS.find((candidate) => candidate.routeBasePath === areaPath);
  if (!area) {
    const names = DOCS_AREAS.map((candidate) => candidate.routeBasePath).join(', ');
    throw new NewPageError(`Unknown area "${areaPath}". Use one of: ${names}.`);
  }
  const docId = rest.join('/');
  if (!docId || !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(docId)) {
    throw new NewPageError(`"${docId}" is not a valid page path: use letters, digits, - and _ separated by /.`);
  }
  const file = path.join(root, area.dir, `${docId}.md`);
  if (fs.existsSync(file) || fs.existsSync(file.replace(/\.md$/, '.mdx'))) {
    throw new NewPageError(`${path.relative(root, file)} already exists.`);
  }
  const words = path.basename(docId).replace(/[-_]+/g, ' ');
  return {
    file,
    sidebarFile: path.join(root, 'sidebars', `${area.routeBasePath}.ts`),
    docId,
    title: words.charAt(0).toUpperCase() + words.slice(1),
  };
}

/** Appends the doc id as the last item of the sidebar array. */
export function addToSidebar(source: string, docId: string): string {
  const end = source.lastIndexOf('],\n} satisfies SidebarsConfig');
  if (end === -1) throw new NewPageError('Could not find the end of the sidebar list; add the page by hand.');
  return `${source.slice(0, end)}  '${docId}',\n  ${source.slice(end)}`;
}

export function createPage(root: string, target: string): NewPagePlan {
  const plan = planNewPage(root, target);
  fs.mkdirSync(path.dirname(plan.file), {recursive: true});
  fs.writeFileSync(
    plan.file,
    [
      '---',
      `title: ${plan.title}`,
      `description: One sentence on what this page covers, shown in search results and link previews.`,
      '---',
      '',
      'Start with a paragraph that says what this page covers and who it is for.',
      '',
      '## First section',
      '',
      'Write the section here. The content check asks for at least 250 words before the page can merge.',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(plan.sidebarFile, addToSidebar(fs.readFileSync(plan.sidebarFile, 'utf8'), plan.docId));
  return plan;
}

if (process.argv[1]?.endsWith('new-page.ts')) {
  const target = process.argv[2];
  try {
    if (!target) throw new NewPageError('Usage: npm run new-page -- <area>/<path>, e.g. developers/v3/keepers');
    const plan = createPage(process.cwd(), target);
    console.log(
      `Created ${path.relative(process.cwd(), plan.file)} and added "${plan.docId}" to ${path.relative(process.cwd(), plan.sidebarFile)}.`,
    );
    console.log('Edit the title and description, write the page, then run `npm run check:content`.');
  } catch (error) {
    console.error(error instanceof NewPageError ? error.message : error);
    process.exit(1);
  }
}
