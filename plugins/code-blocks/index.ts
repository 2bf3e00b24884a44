/**
 * Code highlighted when the site builds. `remarkCodeBlocks` (every docs
 * instance runs it) turns fences into static, highlighted blocks; this plugin
 * ships the one small stylesheet that colours them and the contract
 * reference's declarations in both colour modes (src/code/highlight.ts), so
 * the browser runs no highlighter.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {codeColorsCss} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';

export {default as remarkCodeBlocks} from './remarkCodeBlocks';

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-blocks', 'colors.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, codeColorsCss(CODE_THEMES));
  return {name: 'code-blocks', getClientModules: () => [cssFile]};
}
