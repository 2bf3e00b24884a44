/**
 * Prefetches each chunk once, and none the page already has.
 *
 * Docusaurus prefetches a route by adding a `<link rel=prefetch>` for every
 * chunk of every route it matches, the layout routes above the page included,
 * and it remembers routes, not chunks. Twelve links to YIPs in view on the
 * YIP index thus added 444 links for 28 files, most of them chunks the page
 * had already run; each addition costs the main thread (about 0.3 ms on a
 * slowed phone, 140 ms in all on the VaultV3 page). The loader wraps
 * Docusaurus's prefetch helper so that a chunk the page already loaded as a
 * script, or already prefetched, is not requested again.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {clientRewritePlugin} from '../client-rewrite';

const require = createRequire(import.meta.url);

/** Docusaurus's client prefetch helper, which the loader rewrites. */
export const PREFETCH_HELPER = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client/prefetch.js',
);

export default function leanPrefetchPlugin(): Plugin {
  return clientRewritePlugin(
    'lean-prefetch',
    /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
    import.meta.url,
    PREFETCH_HELPER,
  );
}
