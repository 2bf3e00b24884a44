/**
 * Wraps Docusaurus's Prism language loader to add Vyper. Prism ships no
 * Vyper grammar; Vyper's syntax is Python's, so ```vyper blocks use it.
 */
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

export default function includeLanguages(Prism: typeof PrismNamespace): void {
  prismIncludeLanguages(Prism);
  Prism.languages.vyper = Prism.languages.extend('python', {});
}
