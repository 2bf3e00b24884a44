/**
 * Everything the site does differently by the installed Docusaurus version,
 * in one place: the pinned 3.8.1 and the newest 3.x that the weekly canary
 * builds with (`npm run canary`, .github/workflows/docusaurus-next.yml).
 * Moving the pin then needs no edit here: `npm run docusaurus:pin -- <version>`.
 * Each entry names the release that changed what it follows (UPSTREAM.md).
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

export type DocusaurusVersion = readonly [major: number, minor: number, patch: number];

/** A version `major.minor.patch` (a pre-release suffix is dropped) as numbers. */
export function docusaurusVersion(
  version = (require('@docusaurus/core/package.json') as {version: string}).version,
): DocusaurusVersion {
  const [major = 0, minor = 0, patch = 0] = version.split('-')[0]!.split('.').map(Number);
  return [major, minor, patch];
}

/** `version` is `release` or newer. */
export function atLeast(version: DocusaurusVersion, release: string): boolean {
  const wanted = docusaurusVersion(release);
  for (const [index, part] of version.entries()) if (part !== wanted[index]) return part > wanted[index]!;
  return true;
}

/** Where the theme keeps the heading's scroll margin: a CSS module and its two classes (sticky or hiding navbar). */
export interface AnchorTargetCss {
  /** The stylesheet, as a path to resolve from the site. */
  readonly file: string;
  readonly stickyNavbar: string;
  readonly hideOnScrollNavbar: string;
}

/** What differs between Docusaurus versions, for the installed one unless given. */
export function docusaurusEdits(version: DocusaurusVersion = docusaurusVersion()) {
  return {
    /** The config key of the Docusaurus Faster options: 3.10 renamed `experimental_faster` and refuses the old key. */
    fasterKey: atLeast(version, '3.10.0') ? ('faster' as const) : ('experimental_faster' as const),
    /**
     * 3.9 moved `onBrokenMarkdownLinks` to `markdown.hooks` and warns on every
     * load where the old key is set; 3.8 has no `markdown.hooks`.
     */
    markdownHooks: atLeast(version, '3.9.0'),
    /** 3.9's `@theme/Heading` marks its `#` link `translate="no"`; plugins/static-body writes what it writes. */
    hashLinkTranslateNo: atLeast(version, '3.9.0'),
    /**
     * 3.9.2 moved the heading's scroll margin from the classic theme's
     * `Heading/styles.module.css` to theme-common's `useAnchorTargetClassName`
     * (footnote links take it too). src/css/custom.css copies the rules; a unit
     * test compares them with this file.
     */
    anchorTargetCss: (atLeast(version, '3.9.2')
      ? {
          file: '@docusaurus/theme-common/lib/utils/anchorUtils.module.css',
          stickyNavbar: 'anchorTargetStickyNavbar',
          hideOnScrollNavbar: 'anchorTargetHideOnScrollNavbar',
        }
      : {
          file: '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css',
          stickyNavbar: 'anchorWithStickyNavbar',
          hideOnScrollNavbar: 'anchorWithHideOnScrollNavbar',
        }) satisfies AnchorTargetCss,
  };
}

export type DocusaurusEdits = ReturnType<typeof docusaurusEdits>;
