/**
 * The plain ABI files (`/api/abi/<Contract>/<version>.json`, src/agents/abis.ts):
 * each equals the ABI its golden file holds, read here straight from
 * data/golden-abis without the site's loader; a version without one gets no
 * file and says why; every reference page links the file of its version.
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {publishedAbis} from '../../src/agents/abis';
import {AGENT_API} from '../../src/agents/api';
import {SKILL_ABI_EXAMPLE, skillMarkdown} from '../../src/agents/skill';
import {DOCS_AREAS} from '../../src/config/areas';
import {toPlainMarkdown} from '../../src/docs/markdownExport';
import {loadCatalog, type ContractPage} from '../../src/reference/catalog';
import {renderReference} from '../../src/reference/generate';
import {loadGoldenAbis, loadVyperInterfaces} from '../../src/reference/golden';
import {ABI_INDEX_URL, abiFileUrl, REFERENCE_DATA_DIR} from '../../src/reference/paths';

const ROOT = path.resolve(__dirname, '../..');
const GOLDEN_DIR = path.join(ROOT, 'data/golden-abis');
const catalog = loadCatalog(path.join(ROOT, REFERENCE_DATA_DIR), ROOT);
const contracts = catalog.pages.filter((page): page is ContractPage => page.kind === 'contract');
const published = publishedAbis(catalog, loadGoldenAbis(ROOT), loadVyperInterfaces(ROOT));
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
  .filter((name) => name.endsWith('.json') && name !== 'vyper-interfaces.json')
  .map((name) => JSON.parse(fs.readFileSync(path.join(GOLDEN_DIR, name), 'utf8')) as RawGolden);

/** The golden ABI of a data file, found from its source link alone: compiler output by repository and tag or commit, else a deployed ABI. */
function rawGoldenOf(page: ContractPage): unknown {
  const [, repository, ref, file] =
    /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/([^/]+)\/(.+)$/.exec(page.data.source ?? '') ?? [];
  const compiled = goldenFiles.find(
    (golden) => golden.repository === repository && (golden.ref === ref || golden.commit === ref),
  );
  const fromCompiler = compiled?.contracts[`${file}:${page.data.contract}`];
  if (fromCompiler) return fromCompiler;
  return goldenFiles.find((golden) => !golden.repository)?.contracts[
    `${repository}@${ref}:${file}:${page.data.contract}`
  ];
}

describe('published ABI files', () => {
  it('cover most of the reference: every version with a golden ABI', () => {
    expect(published.files.size).toBeGreaterThanOrEqual(150);
    expect(published.index.versions).toHaveLength(contracts.length);
    expect(contracts.filter((page) => rawGoldenOf(page) !== undefined)).toHaveLength(published.files.size);
  });

  it.each(contracts.map((page) => [page.path, page] as const))(
    '%s: the file equals its golden ABI, or there is none and the index says why',
    (_path, page) => {
      const url = abiFileUrl(page.model.contract, page.model.version);
      const entry = published.index.versions.find((version) => version.page.endsWith(`/${page.path}`))!;
      const golden = rawGoldenOf(page);
      if (golden === undefined) {
        expect(served.has(url)).toBe(false);
        expect(entry.abi).toBeNull();
        expect(entry.origin).toBeNull();
        expect(entry.missing).toMatch(/^No compiler output or deployed ABI of this version/);
      } else {
        expect(served.get(url)).toEqual(golden);
        expect(entry.abi).toBe(url);
        expect(entry.origin).not.toBeNull();
        expect(entry.missing).toBeNull();
      }
    },
  );

  it('live at paths a URL carries without escaping', () => {
    // A version is a release number, or a short commit for an unreleased contract (AuctionRegistry at ab942b2).
    for (const url of published.files.keys())
      expect(url).toMatch(/^\/api\/abi\/[A-Za-z0-9_]+\/[A-Za-z0-9][A-Za-z0-9._-]*\.json$/);
    expect(AGENT_API.abis).toBe(ABI_INDEX_URL);
  });

  it('name their origin in the index: repository, tag and commit, compiler', () => {
    const origin = published.index.versions.find((version) => version.page.endsWith('/V3/TokenizedStrategy'))!.origin;
    expect(origin).toMatchObject({kind: 'compiler', repository: 'yearn/tokenized-strategy'});
    const deployed = published.index.versions.find((version) =>
      version.page.endsWith('/deprecated/V3/version-3.0.2/VaultV3'),
    )!.origin;
    expect(deployed?.kind).toBe('deployed');
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
