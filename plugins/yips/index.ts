/**
 * Generates the YIP archive (/contributing/governance/yips/yip-N) from
 * data/yips.json into docs-contributing/governance/yips/ (git-ignored), where
 * the contributing docs plugin picks the pages up like any other: sidebar,
 * table of contents, search and Markdown export come for free.
 *
 * Generation runs when the plugin is created, before any plugin loads
 * content, and again on each reload in the dev server when the data changes.
 * Invalid data stops the build with the YIP and field at fault.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {generateYips, yipsDirs} from '../../src/yips/generate';

export {default as remarkYipIndexRows} from './remarkIndexRows';

export interface YipsPluginOptions {
  /** Prefix of edit links to the data file. */
  readonly editUrlBase: string;
}

export default function yipsPlugin(options: YipsPluginOptions) {
  return function yips(context: LoadContext): Plugin {
    const {dataFile, outDir} = yipsDirs(context.siteDir);
    const run = () => generateYips({siteDir: context.siteDir, outDir, editUrlBase: options.editUrlBase});
    run();
    let first = true;
    return {
      name: 'yips',
      getPathsToWatch: () => [dataFile],
      async loadContent() {
        if (!first) run();
        first = false;
      },
    };
  };
}
