/**
 * The plain ABI files (`/api/abi/<Contract>/<version>.json`, src/agents/abis.ts):
 * each equals the compiler output its golden file holds, read here straight
 * from data/golden-abis without the site's loader; every documented version
 * has one, or is listed with the reason; every reference page links the file
 * of its version.
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {NO_ABI_FILE, publishedAbis} from '../../src/agents/abis';
import {AGENT_API} from '../../src/agents/api';
import {SKILL_ABI_EXAMPLE, skillMarkdown} from '../../src/agents/skill';
import {DOCS_AREAS} from '../../src/config/areas';
import {toPlainMarkdown} from '../../src/docs/markdownExport';
import {loadCatalog, type ContractPage} from '../../src/reference/catalog';
import {renderReference} from '../../src/reference/generate';
import {goldenKeyOf, loadGoldenAbis} from '../../src/reference/golden';
import {ABI_INDEX_URL, abiFileUrl, REFERENCE_DATA_DIR} from '../../src/reference/paths';

const ROOT = path.resolve(__dirname, '../..');
const GOLDEN_DIR = path.join(ROOT, 'data/golden-abis');
const catalog = loadCatalog(path.join(ROOT, REFERENCE_DATA_DIR), ROOT);
const contracts = catalog.pages.filter((page): page is ContractPage => page.kind === 'contract');
const golden = loadGoldenAbis(ROOT);
const published = publishedAbis(catalog, golden);
/** As a client receives them: the text the build writes, parsed. */
const served = new Map([...published.files].map(([url, abi]) => [url, JSON.parse(JSON.stringify(abi)) as unknown]));

interface RawGolden {
  readonly repository?: string;
  readonly ref?: string;
  readonly commit?: string;
  readonly contracts: Record<string, unknown>;
}
const goldenFiles = fs
  .readdirSync(GOLDEN_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(GOLDEN_DIR, name), 'utf8')) as RawGolden);

/** The compiler output for a data file, found from its source link alone: repository, tag or commit, path and contract. */
function compilerOutputOf(page: ContractPage): unknown {
  const [, repository, ref, file] =
    /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/([^/]+)\/(.+)$/.exec(page.data.source ?? '') ?? [];
  return goldenFiles
    .filter((golden) => golden.repository === repository && (golden.ref === ref || golden.commit === ref))
    .map((golden) => golden.contracts[`${file}:${page.data.contract}`])
    .find((abi) => abi !== undefined);
}

describe('published ABI files', () => {
  it('cover every documented version, or the version is listed with the reason', () => {
    expect(published.index.versions).toHaveLength(contracts.length);
    const without = published.index.versions.filter((version) => version.abi === null);
    expect(without.map((version) => `${version.contract}@${version.version}`).sort()).toEqual(
      Object.keys(NO_ABI_FILE).sort(),
    );
    expect(published.files.size).toBe(contracts.length - without.length);
    expect(published.files.size).toBeGreaterThanOrEqual(190);
  });

  it.each(contracts.map((page) => [page.path, page] as const))(
    '%s: the file equals the committed compiler output of its source',
    (_path, page) => {
      const url = abiFileUrl(page.model.contract, page.model.version);
      const entry = published.index.versions.find((version) => version.page.endsWith(`/${page.path}`))!;
      const output = compilerOutputOf(page);
      if (output === undefined) {
        expect(served.has(url)).toBe(false);
        expect(entry).toMatchObject({abi: null, origin: null});
        expect(entry.missing).toBe(NO_ABI_FILE[`${page.model.contract}@${page.model.version}`]);
      } else {
        expect(served.get(url)).toEqual(output);
        expect(entry.abi).toBe(url);
        expect(entry.origin).toMatchObject({kind: 'compiler', compiler: expect.stringMatching(/^(solc|vyper)\b/)});
        expect(entry.missing).toBeNull();
      }
    },
  );

  it('include the current V3 vault and every earlier V3 release', () => {
    for (const version of ['3.0.2', '3.0.3', '3.0.4', '3.1.0'])
      expect(served.get(abiFileUrl('VaultV3', version)), version).toContainEqual(
        expect.objectContaining({type: 'function', name: 'apiVersion'}),
      );
    // 3.1.0 is the release with the reversible pause.
    expect(served.get(abiFileUrl('VaultV3', '3.1.0'))).toContainEqual(expect.objectContaining({name: 'setPaused'}));
    expect(served.get(abiFileUrl('VaultV3', '3.0.4'))).not.toContainEqual(expect.objectContaining({name: 'setPaused'}));
  });

  it('refuse a documented version with neither compiler output nor a listed reason, and show the reason of a listed one', () => {
    const v304 = contracts.find((page) => page.path === 'deprecated/V3/version-3.0.4/VaultV3')!;
    const withoutIt = new Map([...golden].filter(([, abi]) => abi.abi !== golden.get(goldenKeyOf(v304.data)!)!.abi));
    expect(() => publishedAbis(catalog, withoutIt)).toThrow(/version-3\.0\.4\/VaultV3\.json: no golden ABI/);
    const reason = 'Yearn has published no source for this release.';
    const listed = publishedAbis(catalog, withoutIt, {'VaultV3@3.0.4': reason});
    expect(listed.index.versions.find((version) => version.page.endsWith('/version-3.0.4/VaultV3'))).toMatchObject({
      abi: null,
      origin: null,
      missing: reason,
    });
    expect(listed.files.has(abiFileUrl('VaultV3', '3.0.4'))).toBe(false);
  });

  it('live at paths a URL carries without escaping', () => {
    // A version is a release number, or a short commit for an unreleased contract (AuctionRegistry at ab942b2).
    for (const url of published.files.keys())
      expect(url).toMatch(/^\/api\/abi\/[A-Za-z0-9_]+\/[A-Za-z0-9][A-Za-z0-9._-]*\.json$/);
    expect(AGENT_API.abis).toBe(ABI_INDEX_URL);
  });

  it('name their origin in the index: repository, tag and commit, compiler and its settings', () => {
    const origin = published.index.versions.find((version) => version.page.endsWith('/V3/TokenizedStrategy'))!.origin;
    expect(origin).toMatchObject({kind: 'compiler', repository: 'yearn/tokenized-strategy'});
    const vault = published.index.versions.find((version) =>
      version.page.endsWith('/deprecated/V3/version-3.0.2/VaultV3'),
    )!;
    expect(vault.origin).toEqual({
      kind: 'compiler',
      repository: 'yearn/yearn-vaults-v3',
      ref: 'v3.0.2',
      commit: 'cb9be33989dd0f482462c3ee429dff6900e05dfd',
      compiler: 'vyper 0.3.7',
      settings: expect.objectContaining({output: 'abi', evmVersion: 'paris'}),
    });
  });
});

describe('links to the ABI files', () => {
  const {outputs} = renderReference({
    dataDir: path.join(ROOT, REFERENCE_DATA_DIR),
    siteDir: ROOT,
    editUrlBase: 'https://example.invalid/',
  });
  const abiLinks = (markdown: string) =>
    [...markdown.matchAll(/\]\(pathname:\/\/(\/api\/abi\/[^)]+)\)/g)].map((match) => match[1]!);

  it.each(contracts.map((page) => [page.path, page] as const))(
    '%s links an ABI file that is published',
    (_path, page) => {
      const markdown = outputs.get(`${page.path}.md`)!;
      const row = markdown.split('\n').find((line) => line.startsWith('| ABI file |'));
      expect(row).toBeDefined();
      const links = abiLinks(row!);
      for (const link of links) expect(link === ABI_INDEX_URL || served.has(link), link).toBe(true);
      const own = abiFileUrl(page.model.contract, page.model.version);
      expect(links.includes(own)).toBe(served.has(own));
      expect(links).toContain(ABI_INDEX_URL);
    },
  );

  it('SKILL.md names the index and an example file that exists', () => {
    const skill = skillMarkdown('https://docs.example', DOCS_AREAS);
    expect(skill).toContain(`https://docs.example${ABI_INDEX_URL}`);
    expect(skill).toContain(`https://docs.example${SKILL_ABI_EXAMPLE}`);
    expect(served.has(SKILL_ABI_EXAMPLE)).toBe(true);
  });

  it('the Markdown copy of a page links the plain path', () => {
    expect(toPlainMarkdown('See [the ABI](pathname:///api/abi/VaultV3/3.0.2.json).')).toBe(
      'See [the ABI](/api/abi/VaultV3/3.0.2.json).\n',
    );
  });
});
