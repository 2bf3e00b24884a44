/**
 * Writes the local search index after the production build: reads every
 * built docs page, extracts one record per heading section and serializes a
 * MiniSearch index to build/search-index.json. The browser fetches it the
 * first time search opens (src/search/loadIndex.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOCS_AREAS} from '../../src/config/areas';
import {SEARCH} from '../../src/config/search';
import {REFERENCE_ROUTE} from '../../src/reference/paths';
import {buildIndex} from '../../src/search/buildIndex';
import {extractRecords, type PageInfo} from '../../src/search/extractRecords';
import type {SearchRecord} from '../../src/search/types';
import {writePrecompressed} from '../hosting/precompress';

/** Contract reference pages are indexed by heading and notice; deprecated versions by name and summary. */
function scopeOf(route: string): PageInfo['scope'] {
  if (route.startsWith(`${REFERENCE_ROUTE}/deprecated/`)) return 'summary';
  return route.startsWith(`${REFERENCE_ROUTE}/`) ? 'reference' : 'full';
}

function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const language = context.i18n.currentLocale;
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        const area = DOCS_AREAS.find((candidate) => route.startsWith(`/${candidate.routeBasePath}/`));
        if (!area) continue;
        const html = await fs.readFile(htmlFileFor(outDir, route), 'utf8').catch(() => null);
        if (html === null) continue;
        records.push(
          ...extractRecords(html, {
            url: route,
            lvl0: area.label,
            language,
            docusaurusTag: `docs-${area.id}-current`,
            scope: scopeOf(route),
          }),
        );
      }
      const serialized = JSON.stringify(buildIndex(records));
      const indexFile = path.join(outDir, SEARCH.localIndexPath);
      await fs.writeFile(indexFile, serialized);
      // Written here, not by plugins/hosting: postBuild hooks run concurrently.
      await writePrecompressed(indexFile, serialized);
      const kB = (serialized.length / 1024).toFixed(0);
      console.log(`[search-index] ${records.length} records, ${kB} kB, ${Date.now() - started} ms`);
    },
  };
}
