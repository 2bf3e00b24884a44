/**
 * A plugin that runs one Rspack loader over one module of the client bundle
 * only: the lean-* plugins rewrite a generated file, or a Docusaurus or
 * DocSearch module, the browser gets, while server rendering keeps the
 * original. Their loaders share one shape, ./rewritingLoader.cjs, which fails
 * the build when the file has changed shape; this fails it when the file is
 * gone or the rule would no longer match it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

import {UpstreamShapeError} from './errors.cjs';

/** Throws unless `file` exists and `test` matches its path. */
export function assertRuleMatches(name: string, test: RegExp, file: string): void {
  if (!fs.existsSync(file)) throw new UpstreamShapeError(`${name}: ${file} is gone; review plugins/${name}`);
  if (!test.test(file)) throw new UpstreamShapeError(`${name}: its rule ${test} no longer matches ${file}`);
}

/** `target` is the file the rule must match: a Docusaurus module, or a generated file once the site has loaded. */
export function clientRewritePlugin(name: string, test: RegExp, loaderUrl: string, target: string): Plugin {
  const loader = path.join(path.dirname(fileURLToPath(loaderUrl)), 'loader.cjs');
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      assertRuleMatches(name, test, target);
      return {module: {rules: [{test, use: [{loader}]}]}};
    },
  };
}
