/**
 * Generates the smart-contract reference (/developers/smart-contracts/...)
 * from the metadata in data/contracts/ into docs-developers/smart-contracts/,
 * where the developers docs plugin picks it up like any other page: sidebar,
 * table of contents, search, edit links and Markdown export come for free.
 *
 * Generation runs when the plugin is created, before any plugin loads
 * content, and again on each reload in the dev server when data changes.
 * The plugin also ships the stylesheet of the declarations, which the docs
 * plugins highlight at build time with `remarkDeclarations`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {generateReference} from '../../src/reference/generate';
import {declarationCss, type DeclarationThemes} from '../../src/reference/highlight';
import {referenceDirs} from '../../src/reference/paths';

export {default as remarkDeclarations} from './remarkDeclarations';

export interface ContractReferenceOptions {
  /** Prefix of edit links to the data files. */
  readonly editUrlBase: string;
  /** The site's code themes, which the declarations' colours follow. */
  readonly themes: DeclarationThemes;
}

export default function contractReferencePlugin(options: ContractReferenceOptions) {
  return function contractReference(context: LoadContext): Plugin {
    const {dataDir, outDir} = referenceDirs(context.siteDir);
    const run = () => generateReference({siteDir: context.siteDir, dataDir, outDir, editUrlBase: options.editUrlBase});
    run();
    const cssFile = path.join(context.generatedFilesDir, 'contract-reference', 'declarations.css');
    mkdirSync(path.dirname(cssFile), {recursive: true});
    writeFileSync(cssFile, declarationCss(options.themes));
    let first = true;
    return {
      name: 'contract-reference',
      getPathsToWatch: () => [`${dataDir}/**/*`],
      getClientModules: () => [cssFile],
      async loadContent() {
        if (!first) run();
        first = false;
      },
    };
  };
}
