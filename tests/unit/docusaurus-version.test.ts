/**
 * What the site does differently by Docusaurus version
 * (src/config/docusaurusVersion.ts): the choices for the releases that
 * changed something, and the site's config against the installed
 * Docusaurus's own validation, which refuses a renamed key and warns on a
 * moved one.
 */
import {createRequire} from 'node:module';

import {afterEach, describe, expect, it, vi} from 'vitest';

import config from '../../docusaurus.config';
import {atLeast, docusaurusEdits, docusaurusVersion} from '../../src/config/docusaurusVersion';

const require = createRequire(import.meta.url);
const site = config as unknown as Record<string, unknown> & {
  future: Record<string, unknown>;
  markdown: Record<string, unknown>;
};
const {validateConfig} = require('@docusaurus/core/lib/server/configValidation.js') as {
  validateConfig: (config: unknown, siteConfigPath: string) => unknown;
};

describe('docusaurusEdits', () => {
  it('reads versions and compares them part by part', () => {
    expect(docusaurusVersion('3.10.2')).toEqual([3, 10, 2]);
    expect(docusaurusVersion('4.0.0-canary-6822')).toEqual([4, 0, 0]);
    expect(atLeast([3, 10, 2], '3.9.2')).toBe(true);
    expect(atLeast([3, 9, 2], '3.9.2')).toBe(true);
    expect(atLeast([3, 9, 1], '3.9.2')).toBe(false);
    expect(atLeast([3, 8, 10], '3.9.0')).toBe(false);
    expect(atLeast([4, 0, 0], '3.10.0')).toBe(true);
  });

  it.each([
    ['3.8.1', 'experimental_faster', false, false, 'anchorWithStickyNavbar'],
    ['3.9.0', 'experimental_faster', true, true, 'anchorWithStickyNavbar'],
    ['3.9.2', 'experimental_faster', true, true, 'anchorTargetStickyNavbar'],
    ['3.10.2', 'faster', true, true, 'anchorTargetStickyNavbar'],
  ])(
    'Docusaurus %s: Faster key %s, markdown.hooks %s, translate="no" %s, scroll margin class %s',
    (version, ...want) => {
      const edits = docusaurusEdits(docusaurusVersion(version));
      expect([
        edits.fasterKey,
        edits.markdownHooks,
        edits.hashLinkTranslateNo,
        edits.anchorTargetCss.stickyNavbar,
      ]).toEqual(want);
    },
  );
});

describe("the site's config and the installed Docusaurus", () => {
  afterEach(() => vi.restoreAllMocks());

  /** What Docusaurus's validation of `siteConfig` warns, after it passed. */
  function warningsOf(siteConfig: unknown): string[] {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    validateConfig(siteConfig, 'docusaurus.config.ts');
    return warn.mock.calls.map((call) => call.join(' '));
  }

  it(`passes Docusaurus ${require('@docusaurus/core/package.json').version}'s validation without a warning`, () => {
    expect(warningsOf(site), 'see src/config/docusaurusVersion.ts for what differs between versions').toEqual([]);
  });

  it('fails with the other Faster key (3.10 renamed future.experimental_faster to future.faster)', () => {
    const {fasterKey} = docusaurusEdits();
    const other = fasterKey === 'faster' ? 'experimental_faster' : 'faster';
    const {[fasterKey]: faster, ...future} = site.future;
    expect(() => warningsOf({...site, future: {...future, [other]: faster}})).toThrow(other);
  });

  it('warns or fails with onBrokenMarkdownLinks where the other versions want it (3.9 moved it to markdown.hooks)', () => {
    const {onBrokenMarkdownLinks: top, ...rest} = site;
    const {hooks, ...markdown} = site.markdown as {hooks?: {onBrokenMarkdownLinks: unknown}};
    const moved = docusaurusEdits().markdownHooks
      ? {...rest, markdown, onBrokenMarkdownLinks: hooks!.onBrokenMarkdownLinks}
      : {...rest, markdown: {...markdown, hooks: {onBrokenMarkdownLinks: top}}};
    let problems: string[];
    try {
      problems = warningsOf(moved);
    } catch (error) {
      problems = [String(error)];
    }
    expect(problems.join('\n')).toMatch(/onBrokenMarkdownLinks|hooks/);
  });
});
