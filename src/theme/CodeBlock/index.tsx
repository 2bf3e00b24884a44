/**
 * The theme's code block, with the Prism language setup that Docusaurus would
 * otherwise run on every page (plugins/lazy-prism): the extra languages of the
 * site config and Vyper (src/theme/prism-include-languages) are registered
 * when this module first loads, before any block renders.
 */
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

includeLanguages(Prism);

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props) {
  return <CodeBlock {...props} />;
}
