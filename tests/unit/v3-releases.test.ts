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
      for (const pin of release.pinned ?? []) {
        expect(pin.commit, release.version).toMatch(/^[0-9a-f]{40}$/);
        expect(Number.isNaN(Date.parse(pin.date)), pin.date).toBe(false);
      }
      expect(release.integrators.length, release.version).toBeGreaterThan(0);
      expect(release.strategists.length, release.version).toBeGreaterThan(0);
    }
  });

  it('names the vault commit of 3.1.0, which no repository snapshot we hold has tagged', () => {
    const current = V3_RELEASES.find((r) => r.version === '3.1.0')!;
    expect(current.pinned?.map((p) => `${p.repository}@${p.commit.slice(0, 7)} ${p.date}`)).toEqual([
      'yearn/yearn-vaults-v3@5b698f9 2026-06-19',
    ]);
  });
});
