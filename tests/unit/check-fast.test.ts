import {describe, expect, it} from 'vitest';

import {fastChecks} from '../../scripts/check-fast';

describe('check:fast', () => {
  const names = (files: string[]) => fastChecks(files).map((check) => check.name);

  it('checks a changed developers page for content, names, Markdown lint and spelling, on that page only', () => {
    const checks = fastChecks(['docs-developers/v3/overview.md', 'src/config/chain.ts']);
    expect(checks.map((check) => check.name)).toEqual(['content', 'names', 'markdown lint', 'spelling']);
    expect(checks[0]!.args).toEqual(['scripts/check-content.ts', 'docs-developers/v3/overview.md']);
    expect(checks[2]!.args).toEqual(['--no-globs', 'docs-developers/v3/overview.md']);
  });

  it('skips the names outside their areas, and the content check for Markdown that is not a page', () => {
    expect(names(['docs-getting-started/guides/how-apy-works.md'])).toEqual(['content', 'markdown lint', 'spelling']);
    expect(names(['README.md', 'docs/testing.md'])).toEqual(['markdown lint', 'spelling']);
  });

  it('leaves generated pages and code alone', () => {
    expect(names(['docs-developers/smart-contracts/V3/VaultV3.md', 'src/chain/networks.ts'])).toEqual([]);
  });
});
