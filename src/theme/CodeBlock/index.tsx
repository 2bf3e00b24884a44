/**
 * The theme's code block, unchanged, plus the Prism language setup that
 * Docusaurus would otherwise run on every page (plugins/lazy-prism): the extra
 * languages of the site config and Vyper (src/theme/prism-include-languages)
 * are registered when this module first loads, before any block renders.
 */
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

includeLanguages(Prism);

export default CodeBlock;
