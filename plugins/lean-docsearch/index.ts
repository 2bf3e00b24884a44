/**
 * Keeps DocSearch's modal from redoing, on each of its renders (four or so
 * per keystroke), work whose result it keeps only from the first: reading
 * the page's selected text, which lays out the page, and probing
 * localStorage twice. The loader makes the stored searches lazy initial
 * state and leaves the selection to the site's search provider.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {clientRewritePlugin} from '../client-rewrite';

const require = createRequire(import.meta.url);

/** The module build of `@docsearch/react`, the file the browser bundle takes. */
export const DOCSEARCH_MODULE = path.join(
  path.dirname(require.resolve('@docsearch/react/package.json')),
  'dist/esm/index.js',
);

export const DOCSEARCH_RULE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function leanDocSearchPlugin(): Plugin {
  return clientRewritePlugin('lean-docsearch', DOCSEARCH_RULE, import.meta.url, DOCSEARCH_MODULE);
}
