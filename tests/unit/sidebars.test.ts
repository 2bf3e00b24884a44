import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {DOCS_AREAS} from '../../src/config/areas';
import {SECTION_LINKS} from '../../src/data/sections';
import {loadPages} from '../../scripts/content/model';

const ROOT = path.resolve(__dirname, '../..');
const pages = loadPages(ROOT);

type Item = string | {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string; slug?: string}};

/** Doc ids in sidebar order (category links included), as Docusaurus walks them. */
function docIds(items: readonly Item[]): {items: string[]; links: string[]} {
  const result = {items: [] as string[], links: [] as string[]};
  for (const item of items) {
    if (typeof item === 'string') result.items.push(item);
    else if (item.type === 'doc' && item.id) result.items.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) result.links.push(item.link.id);
      const inner = docIds(item.items ?? []);
      result.items.push(...inner.items);
      result.links.push(...inner.links);
    }
  }
  return result;
}

function docId(file: string, dir: string): string {
  return path.relative(path.join(ROOT, dir), file).replace(/\.mdx?$/, '').split(path.sep).join('/');
}

describe.each(DOCS_AREAS)('sidebar of $id', (area) => {
  it('starts with the main doc of the area (spec: first page)', async () => {
    const sidebars = (await import(`../../sidebars/${area.routeBasePath}.ts`)).default;
    expect(Object.keys(sidebars)).toEqual([area.sidebarId]);
    // Docusaurus takes the first plain doc item of the first sidebar as the main doc.
    expect(docIds(sidebars[area.sidebarId]).items[0]).toBe(area.mainDocId);
  });

  it('lists every page of the tree exactly once, and only pages that exist', async () => {
    const sidebars = (await import(`../../sidebars/${area.routeBasePath}.ts`)).default;
    const {items, links} = docIds(sidebars[area.sidebarId]);
    const listed = [...items, ...links].sort();
    const files = pages.filter((page) => page.area === area.id).map((page) => docId(page.file, area.dir)).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(files);
  });
});

describe('section entry points', () => {
  const urls = new Set(pages.map((page) => page.url));
  const generatedIndexes = new Set(['/getting-started/products']);

  it.each(Object.entries(SECTION_LINKS))('%s links only to pages that exist', (_area, links) => {
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      expect(urls.has(link.to) || generatedIndexes.has(link.to), link.to).toBe(true);
    }
  });
});
