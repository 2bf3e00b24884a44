import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {LATEST_RELEASE, SNAPSHOT_RELEASES} from '../../src/chain/addresses/snapshot';
import {V3_RELEASES} from '../../src/data/v3Releases';

const PAGE = fs.readFileSync(path.resolve(__dirname, '../../docs-developers/v3/releases.md'), 'utf8');

describe('V3 releases', () => {
  it('describes exactly the releases of the release registry, newest first', () => {
    expect(V3_RELEASES.map((r) => r.version)).toEqual(SNAPSHOT_RELEASES.map((r) => r.version));
    expect(V3_RELEASES[0]!.version).toBe(LATEST_RELEASE);
  });

  it('gives every release a heading and its section on the page', () => {
    for (const {version} of V3_RELEASES) {
      expect(PAGE, version).toContain(`## ${version}\n\n<V3Release version="${version}" />`);
    }
  });

  it('dates each release by real tags and says what changed for both audiences', () => {
    for (const release of V3_RELEASES) {
      expect(release.tags.length, release.version).toBeGreaterThan(0);
      for (const tag of release.tags) {
        expect(tag.tag, release.version).toBe(`v${release.version}`);
        expect(tag.date, release.version).toMatch(/^20\d\d-\d\d-\d\d$/);
        expect(Number.isNaN(Date.parse(tag.date)), tag.date).toBe(false);
      }
      expect(release.integrators.length, release.version).toBeGreaterThan(0);
      expect(release.strategists.length, release.version).toBeGreaterThan(0);
    }
  });
});
