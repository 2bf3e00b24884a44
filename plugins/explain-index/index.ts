/**
 * After the build, publishes the transaction explainer's selector index in
 * its compact form (src/explain/compactIndex.ts) at
 * EXPLAIN.selectorIndexPath, with its .gz copy. The "Check before you sign"
 * page fetches it on first use, so no page carries it in its first load.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {EXPLAIN} from '../../src/config/explain';
import {compactIndex} from '../../src/explain/compactIndex';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';
import {writePrecompressed} from '../hosting/precompress';

/** The published file's text: the compact index of the reference under `siteDir`. */
export function selectorIndexFile(siteDir: string): string {
  return JSON.stringify(compactIndex(loadSelectorIndex(siteDir)));
}

export default function explainIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'explain-index',
    async postBuild({outDir}) {
      const started = Date.now();
      const text = selectorIndexFile(context.siteDir);
      const file = path.join(outDir, EXPLAIN.selectorIndexPath);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, text);
      // Written here, not by plugins/hosting: postBuild hooks run concurrently.
      await writePrecompressed(file, text);
      console.log(`[explain-index] ${(text.length / 1024).toFixed(0)} kB, ${Date.now() - started} ms`);
    },
  };
}
