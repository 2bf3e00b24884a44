/**
 * A plugin that runs one Rspack loader over one module of the client bundle
 * only: the lean-* plugins rewrite a generated file or a Docusaurus module the
 * browser gets, while server rendering keeps the original. Their loaders
 * share one shape, ./rewritingLoader.cjs.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

export function clientRewritePlugin(name: string, test: RegExp, loaderUrl: string): Plugin {
  const loader = path.join(path.dirname(fileURLToPath(loaderUrl)), 'loader.cjs');
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test, use: [{loader}]}]}};
    },
  };
}
