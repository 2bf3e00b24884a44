/**
 * PostCSS takes its plugins from Docusaurus alone. Without `config: false`,
 * postcss-loader looks for a PostCSS config file (some thirty names) in every
 * folder above each stylesheet it processes; the site has none, and the
 * search cost the build's main thread most of a second.
 */
import type {Plugin} from '@docusaurus/types';

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
