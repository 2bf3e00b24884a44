/**
 * The theme's code block, now only for fences the build does not highlight
 * (src/theme/MDXComponents.tsx loads it lazily): line numbers, magic comments,
 * no language. It registers the Prism languages that Docusaurus would
 * otherwise register on every page (plugins/lazy-prism) when it first loads,
 * before any block renders.
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
