/**
 * Wraps Docusaurus's Prism language loader to add the site's aliases (Vyper
 * reads as Python), as the build's highlighter does (src/code/highlight.ts).
 * Only the theme's code block uses it, for the rare fence the build leaves alone.
 */
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

import {CODE_FENCE} from '@site/src/config/codeBlocks';

export default function includeLanguages(Prism: typeof PrismNamespace): void {
  prismIncludeLanguages(Prism);
  for (const [alias, language] of Object.entries(CODE_FENCE.aliases)) {
    Prism.languages[alias] = Prism.languages.extend(language, {});
  }
}
