/**
 * The installed classic theme's own components, bundled for Node so a unit
 * test can server-render them: the theme ships JSX in `.js` files and reads
 * Docusaurus's aliases (`@theme/*`, `@docusaurus/*`, `@generated/*`), which
 * only the site's bundler resolves. esbuild resolves them here the same way;
 * the generated files are replaced by the few site settings the components
 * read, and a CSS module by its class names (the test compares its rules).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {build, type Plugin} from 'esbuild';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
export const THEME_DIR = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme');
const CLIENT_EXPORTS = path.join(packageDir('@docusaurus/core'), 'lib/client/exports');

/** The settings of docusaurus.config.ts that the heading and link components read. */
export interface ThemeSettings {
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
  readonly hideOnScroll: boolean;
}

/** A CSS module becomes its class names prefixed `module:`, so a test can tell them from global classes. */
const CSS_MODULE_PREFIX = 'module:';

/** Rewrites a theme file's text before it is bundled: how a test plays an upstream change. */
export type ThemePatch = (file: string, text: string) => string;

function aliases(settings: ThemeSettings, patch?: ThemePatch): Plugin {
  const generated: Record<string, unknown> = {
    'docusaurus.config': {
      baseUrl: settings.baseUrl,
      trailingSlash: settings.trailingSlash,
      future: {experimental_router: 'browser'},
      themeConfig: {navbar: {hideOnScroll: settings.hideOnScroll}},
    },
    globalData: {},
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {}},
    codeTranslations: {},
    'site-metadata': {},
  };
  return {
    name: 'docusaurus-aliases',
    setup(b) {
      b.onResolve({filter: /^@theme\//}, (args) => ({path: require.resolve(path.join(THEME_DIR, args.path.slice(7)))}));
      b.onResolve({filter: /^@docusaurus\/[A-Za-z]+$/}, (args) => {
        const file = path.join(CLIENT_EXPORTS, `${args.path.slice(12)}.js`);
        return fs.existsSync(file) ? {path: file} : undefined;
      });
      b.onResolve({filter: /^@generated\//}, (args) => ({path: args.path.slice(11), namespace: 'generated'}));
      b.onLoad({filter: /.*/, namespace: 'generated'}, (args) => ({
        contents: `export default ${JSON.stringify(generated[args.path] ?? {})};`,
        loader: 'js',
      }));
      if (patch)
        b.onLoad({filter: /\.js$/}, (args) =>
          args.path.startsWith(THEME_DIR)
            ? {contents: patch(args.path, fs.readFileSync(args.path, 'utf8')), loader: 'jsx'}
            : undefined,
        );
      b.onLoad({filter: /\.module\.css$/}, () => ({
        contents: `export default new Proxy({}, {get: (_, name) => ${JSON.stringify(CSS_MODULE_PREFIX)} + String(name)});`,
        loader: 'js',
      }));
      b.onLoad({filter: /\.css$/}, () => ({contents: '', loader: 'js'}));
    },
  };
}

/**
 * Bundles `source` (an ES module importing from `@theme/...`) with the
 * installed Docusaurus and returns its exports. React and the router stay
 * external, so the test's React renders them.
 */
export async function loadThemeModule<T>(source: string, settings: ThemeSettings, patch?: ThemePatch): Promise<T> {
  // Inside the project, so the bundle's external imports resolve to the test's own React.
  const cache = path.resolve(__dirname, '../../node_modules/.cache');
  fs.mkdirSync(cache, {recursive: true});
  const dir = fs.mkdtempSync(path.join(cache, 'theme-render-'));
  const outfile = path.join(dir, 'bundle.mjs');
  await build({
    stdin: {contents: source, resolveDir: process.cwd(), loader: 'jsx'},
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    external: ['react', 'react-dom', 'react/*', 'react-router', 'react-router-dom', 'clsx'],
    // As the site's production build: Docusaurus's Link adds test-only attributes under NODE_ENV=test.
    define: {'process.env.NODE_ENV': '"production"'},
    plugins: [aliases(settings, patch)],
    logLevel: 'silent',
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as T;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export const isCssModuleClass = (name: string) => name.startsWith(CSS_MODULE_PREFIX);
export const cssModuleClassName = (name: string) => name.slice(CSS_MODULE_PREFIX.length);
