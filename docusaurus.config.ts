import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';

import codeBlocksPlugin, {remarkCodeBlocks} from './plugins/code-blocks';
import contractReferencePlugin, {remarkContractTrees, remarkDeclarations} from './plugins/contract-reference';
import yipsPlugin, {remarkYipIndexRows} from './plugins/yips';
import remarkWidgetEntries from './plugins/widget-entries';
import remarkSourceLines from './plugins/source-lines';
import diagramsPlugin, {diagramOptions, remarkDiagrams} from './plugins/diagrams';
import e2eProbesPlugin, {E2E_PROBES_BUILD_DOCS} from './plugins/e2e-probes';
import explainIndexPlugin from './plugins/explain-index';
import rehypeKatexCss, {katexAssetsPlugin, rehypeKatexWhereMath} from './plugins/katex-css';
import rehypeStaticBody from './plugins/static-body';
import hostingPlugin from './plugins/hosting';
import networksPlugin from './plugins/networks';
import pageListPlugin from './plugins/page-list';
import postcssOptionsPlugin from './plugins/postcss-options';
import lazyCssPlugin from './plugins/lazy-css';
import lazyPrismPlugin from './plugins/lazy-prism';
import lazyRoutesPlugin from './plugins/lazy-routes';
import leanPrefetchPlugin from './plugins/lean-prefetch';
import leanDocSearchPlugin from './plugins/lean-docsearch';
import leanRegistryPlugin from './plugins/lean-registry';
import leanDocsPlugin from './plugins/lean-docs';
import agentFilesPlugin from './plugins/agent-files';
import markdownExportPlugin from './plugins/markdown-export';
import mdxTimingPlugin, {recmaMdxEnd, remarkMdxStart} from './plugins/mdx-timing';
import searchIndexPlugin from './plugins/search-index';
import sectionLandingPlugin from './plugins/section-landing';
import {siteNetworks} from './src/chain/networks';
import {renderChainWidgetText} from './src/chain/widgetText';
import {DOCS_AREAS} from './src/config/areas';
import {docusaurusEdits} from './src/config/docusaurusVersion';
import {frontMatterWithLastUpdate} from './src/docs/lastUpdate';
import {CODE_FENCE} from './src/config/codeBlocks';
import {CODE_THEMES} from './src/config/codeThemes';
import {MERMAID_THEME_CONFIG} from './src/config/diagrams';
import {readEnv} from './src/config/env';
import {footerDocsItems, navbarDocsItems} from './src/config/navigation';
import {SOCIAL_CARD, socialCardPath} from './src/config/seo';
import {parseSiteSettings} from './src/config/siteSettings';
import {ANNOUNCEMENT, LAYOUT, LINKS, SITE} from './src/config/site';
import {POSITION_FINDER_MARKDOWN} from './src/positions/markdown';
import {TRANSACTION_EXPLAINER_MARKDOWN} from './src/explain/markdown';
import {loadYips} from './src/yips/generate';
import {yipListMarkdown} from './src/yips/markdown';

const env = readEnv();
/** Each chain's name, explorer and RPC: viem's definitions and the RPC variables (src/chain/networks.ts). */
const networks = siteNetworks(env);
// Production builds fail on broken links and anchors; `npm start` only warns,
// so a half-written page does not stop the preview.
// The probes build keeps a few pages, so links to the others are expected to break there.
const onBroken = env.isDevelopment ? 'warn' : env.e2eProbes ? 'ignore' : 'throw';
/** What differs by the installed Docusaurus version (src/config/docusaurusVersion.ts). */
const upstream = docusaurusEdits();
/** Mermaid diagrams drawn to SVG by the build (plugins/diagrams); `npm start` draws them in the browser. */
const diagrams = diagramOptions({isDevelopment: env.isDevelopment, chromiumPath: env.chromiumPath});

/** Edit links open the file on GitHub; reference and YIP pages point at their data file instead. */
const EDIT_URL_BASE = `${SITE.repository}/edit/main/`;

/** The static blocks' options (plugins/static-body); the contract pages' reduction makes the same blocks. */
const staticBody = {hideOnScrollNavbar: env.e2eProbes};

function docsInstance(area: (typeof DOCS_AREAS)[number]): [typeof leanDocsPlugin, DocsOptions] {
  return [
    // Docusaurus's docs plugin, sending the browser only the doc descriptions that cards show.
    leanDocsPlugin,
    {
      id: area.id,
      path: area.dir,
      routeBasePath: area.routeBasePath,
      sidebarPath: `./sidebars/${area.routeBasePath}.ts`,
      // The probes build keeps a few pages only, with sidebars that list just those.
      ...(env.e2eProbes
        ? {include: [...(E2E_PROBES_BUILD_DOCS[area.id] ?? [])], sidebarPath: './plugins/e2e-probes/sidebars.ts'}
        : {}),
      breadcrumbs: false,
      editUrl: EDIT_URL_BASE,
      showLastUpdateTime: true,
      // Before the defaults: fences become markup highlighted with the site's code themes (plugins/code-blocks), not
      // code block components, and mermaid fences the SVGs the build drew (plugins/diagrams), not the browser renderer.
      // When the bench asks (YEARN_MDX_TIMING=1), remarkMdxStart first and recmaMdxEnd last: the time each page takes to
      // compile (plugins/mdx-timing).
      // remarkContractTrees takes the parser's place for the generated contract pages and reduces their trees
      // (plugins/contract-reference); the reduction counts in their compile time.
      beforeDefaultRemarkPlugins: [
        ...(env.mdxTiming ? [remarkMdxStart] : []),
        [remarkContractTrees, {staticBody}],
        remarkDeclarations,
        remarkCodeBlocks,
        [remarkDiagrams, diagrams],
      ],
      // Build-time props: address book entries for the chain widgets, the rows of the YIP index; Source lines marked.
      remarkPlugins: [remarkMath, remarkWidgetEntries, [remarkYipIndexRows, {siteDir: __dirname}], remarkSourceLines],
      // Last: runs of plain Markdown become blocks of static HTML the browser does not hydrate element by element.
      rehypePlugins: [rehypeKatexWhereMath, rehypeKatexCss, [rehypeStaticBody, staticBody]],
      recmaPlugins: env.mdxTiming ? [recmaMdxEnd] : [],
    } satisfies DocsOptions,
  ];
}

const config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  trailingSlash: undefined,
  // The wrong-baseUrl banner stays (it tells the reader of a misconfigured host why the page
  // looks broken): its inline script is one more hash in the CSP that plugins/hosting computes.
  baseUrlIssueBanner: true,

  future: {
    // Every `faster` option but Rspack's persistent cache in production builds: CI, previews and deploys
    // build from a clean clone, where writing the cache cost some 380 MB of peak memory and gained nothing.
    // The preview (`npm start`) keeps it, so a restart reuses the last compilation.
    // `experimental_faster` until 3.10 renamed it.
    [upstream.fasterKey]: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: true,
      rspackPersistentCache: env.isDevelopment,
    },
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  onBrokenLinks: onBroken,
  onBrokenAnchors: onBroken,
  // 3.9 moved this under `markdown.hooks` and warns where it was.
  ...(upstream.markdownHooks ? {} : {onBrokenMarkdownLinks: onBroken}),
  onDuplicateRoutes: onBroken,

  i18n: {
    defaultLocale: SITE.locale,
    locales: [SITE.locale],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  // Browser code reads these through useSiteSettings() (src/config/useSiteSettings.ts).
  customFields: parseSiteSettings({
    search: env.search,
    gitBranch: env.gitBranch,
    buildTimeSeconds: Math.floor(Date.now() / 1000),
    dataServices: env.dataServices,
  }),

  markdown: {
    // .md files are CommonMark (no JSX); .mdx files may use components.
    format: 'detect',
    mermaid: true,
    ...(upstream.markdownHooks ? {hooks: {onBrokenMarkdownLinks: onBroken}} : {}),
    // The docs pages' last-update dates from one `git log`, not one per page (src/docs/lastUpdate.ts).
    parseFrontMatter: frontMatterWithLastUpdate(
      __dirname,
      DOCS_AREAS.map((area) => area.dir),
    ),
  },
  themes: ['@docusaurus/theme-mermaid'],
  clientModules: [
    './src/clientModules/cleanPath.ts',
    './src/clientModules/chunkErrors.ts',
    './src/clientModules/anchorScroll.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/routeProgress.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        // KaTeX CSS and fonts are bundled from the katex package (no CDN), and
        // only pages with math load them (plugins/katex-css).
        theme: {customCss: ['./src/css/custom.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    contractReferencePlugin({editUrlBase: EDIT_URL_BASE}),
    yipsPlugin({editUrlBase: EDIT_URL_BASE}),
    codeBlocksPlugin,
    ...DOCS_AREAS.map(docsInstance),
    diagramsPlugin(diagrams),
    sectionLandingPlugin,
    pageListPlugin,
    searchIndexPlugin,
    markdownExportPlugin({
      // The YIP archive's list is written out in full in the page's Markdown copy; the finder and the
      // explainer, which only work on the page, say where they run and which MCP tools do the same;
      // other widgets are chain widgets.
      renderWidget: (name, props) => {
        if (name === 'YipIndex') return yipListMarkdown(loadYips(__dirname));
        if (name === 'PositionFinder') return POSITION_FINDER_MARKDOWN;
        if (name === 'TransactionExplainer') return TRANSACTION_EXPLAINER_MARKDOWN;
        return renderChainWidgetText(name, props);
      },
    }),
    agentFilesPlugin,
    explainIndexPlugin,
    lazyCssPlugin,
    postcssOptionsPlugin,
    lazyPrismPlugin,
    lazyRoutesPlugin,
    leanRegistryPlugin,
    leanPrefetchPlugin,
    leanDocSearchPlugin,
    katexAssetsPlugin,
    networksPlugin(networks),
    // The probes build keeps a few pages, so most redirect targets are missing there.
    hostingPlugin(networks, env.search, env.dataServiceOrigins, {checkRedirectTargets: !env.e2eProbes}),
    ...(env.mdxTiming ? [mdxTimingPlugin] : []),
    // Test builds only (YEARN_E2E_PROBES=1): pages that crash or load slowly on purpose.
    ...(env.e2eProbes ? [e2eProbesPlugin] : []),
  ],

  themeConfig: {
    // Link previews: PNG cards (src/config/seo.ts); docs pages use their area's card.
    image: socialCardPath(SOCIAL_CARD.defaultName),
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    announcementBar: ANNOUNCEMENT,
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    tableOfContents: {
      minHeadingLevel: LAYOUT.tocMinHeadingLevel,
      maxHeadingLevel: LAYOUT.tocMaxHeadingLevel,
    },
    navbar: {
      title: SITE.title,
      logo: {alt: 'Yearn logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg'},
      // Off on the site; the e2e probes build turns it on to prove the setting works.
      hideOnScroll: env.e2eProbes,
      items: [
        ...navbarDocsItems(),
        {href: LINKS.blog, label: 'Blog', position: 'right'},
        {
          type: 'dropdown',
          label: 'Community',
          position: 'right',
          items: [
            {href: LINKS.discord, label: 'Discord'},
            {href: LINKS.twitter, label: 'Twitter'},
            {href: LINKS.telegram, label: 'Telegram'},
            {href: LINKS.medium, label: 'Medium'},
            {href: LINKS.forum, label: 'Governance Forum'},
            {href: LINKS.snapshot, label: 'Snapshot Voting'},
          ],
        },
        {href: LINKS.github, label: 'GitHub', position: 'right'},
        {href: LINKS.app, label: 'yearn.fi', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: footerDocsItems(),
        },
        {
          title: 'Builders',
          items: [
            {label: 'Integrating V3 vaults', to: '/developers/v3/Integrating_v3'},
            {label: 'Writing a strategy', to: '/developers/v3/strategy_writing_guide'},
            {label: 'Contract addresses', to: '/developers/addresses/'},
            {label: 'Security', to: '/developers/security/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: LINKS.discord},
            {label: 'Twitter', href: LINKS.twitter},
            {label: 'Governance Forum', href: LINKS.forum},
            {label: 'Snapshot Voting', href: LINKS.snapshot},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'yearn.fi', href: LINKS.app},
            {label: 'Blog', href: LINKS.blog},
            {label: 'GitHub', href: LINKS.github},
            {label: 'Audits', href: LINKS.security},
          ],
        },
      ],
      copyright: `Yearn Docs are written by Yearn contributors. Content is for information only and is not financial advice.`,
    },
    // For the few fences the build leaves to the theme's code block (src/theme/MDXComponents.tsx).
    prism: {
      theme: CODE_THEMES.light,
      darkTheme: CODE_THEMES.dark,
      additionalLanguages: [...CODE_FENCE.extraLanguages],
    },
    mermaid: MERMAID_THEME_CONFIG,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
