/**
 * Writes the build's docs pages (src/docs/pages.ts) to `_hosting/pages.json`,
 * for the tools that work on a build folder after the build and cannot load
 * Docusaurus's content themselves: the Algolia upload and the bench.
 */
import type {Plugin} from '@docusaurus/types';

import {docPagesOf, writePageList, type DocPage} from '../../src/docs/pages';

export default function pageListPlugin(): Plugin {
  let pages: readonly DocPage[] = [];
  return {
    name: 'page-list',
    allContentLoaded({allContent}) {
      pages = docPagesOf(allContent);
    },
    async postBuild({outDir}) {
      await writePageList(outDir, pages);
    },
  };
}
