/**
 * Generates the smart-contract reference (/developers/smart-contracts/...)
 * from the metadata in data/contracts/ into docs-developers/smart-contracts/,
 * where the developers docs plugin picks it up like any other page: sidebar,
 * table of contents, search, edit links and Markdown export come for free.
 *
 * Generation runs when the plugin is created, before any plugin loads
 * content, and again on each reload in the dev server when data changes.
 * The docs plugins highlight the declarations at build time with
 * `remarkDeclarations`; plugins/code-blocks ships their colours.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {generateReference} from '../../src/reference/generate';
import {referenceDirs} from '../../src/reference/paths';
import {registerContractPages, treeCounts} from './trees';

export {default as remarkDeclarations} from './remarkDeclarations';
export {default as remarkContractTrees} from './trees';

export interface ContractReferenceOptions {
  /** Prefix of edit links to the data files. */
  readonly editUrlBase: string;
}

export default function contractReferencePlugin(options: ContractReferenceOptions) {
  return function contractReference(context: LoadContext): Plugin {
    const {dataDir, outDir} = referenceDirs(context.siteDir);
    const run = () => {
      const {outputs, inputs} = generateReference({
        siteDir: context.siteDir,
        dataDir,
        outDir,
        editUrlBase: options.editUrlBase,
      });
      registerContractPages(outDir, outputs, inputs);
    };
    run();
    let first = true;
    return {
      name: 'contract-reference',
      getPathsToWatch: () => [`${dataDir}/**/*`],
      async loadContent() {
        if (!first) run();
        first = false;
      },
      async postBuild() {
        // A page counted as parsed fell back to the Markdown parser (plugins/contract-reference/trees.ts says when).
        console.log(
          `[contract-reference] syntax trees built from the model: ${treeCounts.built}, pages parsed: ${treeCounts.parsed}`,
        );
      },
    };
  };
}
