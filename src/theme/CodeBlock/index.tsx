/**
 * The theme's code block, plus two things of ours:
 *
 * - the Prism language setup that Docusaurus would otherwise run on every page
 *   (plugins/lazy-prism): the extra languages of the site config and Vyper
 *   (src/theme/prism-include-languages) are registered when this module first
 *   loads, before any block renders;
 * - fences flagged `declaration` (CODE_FENCE) render as a light Declaration.
 */
import {Prism} from 'prism-react-renderer';
import {parseLanguage} from '@docusaurus/theme-common/internal';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import Declaration from '@site/src/components/Declaration';
import {CODE_FENCE} from '@site/src/config/codeBlocks';

includeLanguages(Prism);

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props) {
  const {metastring, className, children} = props;
  const language = parseLanguage(className);
  if (language && typeof children === 'string' && metastring?.split(/\s+/).includes(CODE_FENCE.declarationMeta)) {
    return <Declaration code={children} language={language} />;
  }
  return <CodeBlock {...props} />;
}
