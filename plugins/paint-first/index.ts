/**
 * The page paints before the app starts.
 *
 * The browser runs deferred scripts as soon as the stylesheet has arrived,
 * before it paints: on a phone the main bundle's evaluation and the route
 * chunks it requests then came between the reader and the server's HTML
 * (some 200 ms of script on a mid-range phone, and on the reference pages a
 * first paint that waited for the page chunks too). In production builds the
 * client entry waits for the first frame, then runs Docusaurus's entry
 * unchanged: the same code, downloaded at the same time, started one frame
 * later. `npm start` keeps Docusaurus's entry, with its hot reload.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Docusaurus's client entry, as its client bundle configuration names it. */
export const DOCUSAURUS_CLIENT_ENTRY = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/clientEntry.js');

export default function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (config.entry !== DOCUSAURUS_CLIENT_ENTRY) {
        throw new Error(`paint-first: the client entry is no longer ${DOCUSAURUS_CLIENT_ENTRY}; review plugins/paint-first`);
      }
      config.entry = path.join(HERE, 'entry.ts');
      return {resolve: {alias: {'@docusaurus-client-entry$': DOCUSAURUS_CLIENT_ENTRY}}};
    },
  };
}
