/**
 * The standard ABI of each contract version of the reference, published as
 * plain JSON at a stable URL (`/api/abi/<Contract>/<version>.json`) with an
 * index of every version (`/api/abi/index.json`). A file holds the ABI the
 * golden file keeps (data/golden-abis/: solc output for the tagged source, or
 * the deployed contract's ABI for the Vyper vaults), entry for entry, so a
 * script can pass it to viem, ethers or web3 as it is. A version without a
 * golden ABI gets no file: the index says why, rather than offering the
 * reference's own copy as if a compiler had emitted it.
 */
import type {Catalog} from '../reference/catalog';
import {goldenKeyOf, type GoldenAbi, type GoldenOrigin} from '../reference/golden';
import {abiFileUrl, REFERENCE_ROUTE} from '../reference/paths';
import type {AbiEntry} from '../reference/schema';
import type {VyperInterface} from '../reference/vyperInterface';

export const ABI_INDEX_VERSION = 1;

export interface PublishedAbiVersion {
  readonly contract: string;
  readonly version: string;
  readonly language: string;
  readonly deprecated: boolean;
  /** Site path of the version's reference page. */
  readonly page: string;
  /** The contract's source at its tag or commit. */
  readonly source: string;
  /** Site path of the ABI file, or null when the repository holds no golden ABI of this version. */
  readonly abi: string | null;
  /** Where the published ABI comes from: the compiled repository, ref, commit and compiler, or the deployed ABIs' origin. */
  readonly origin: GoldenOrigin | null;
  /** Why no file is published, when `abi` is null. */
  readonly missing: string | null;
}

export interface AbiIndexFile {
  readonly version: typeof ABI_INDEX_VERSION;
  readonly versions: readonly PublishedAbiVersion[];
}

export interface PublishedAbis {
  readonly index: AbiIndexFile;
  /** ABI file contents by site path. */
  readonly files: ReadonlyMap<string, readonly AbiEntry[]>;
}

const NO_GOLDEN =
  'No compiler output or deployed ABI of this version is in the docs repository, so no ABI file is published.';
const NAMES_ONLY =
  ' The reference page lists the members; their function and event names are checked against the tagged Vyper source.';

/** Every contract version of the catalog, with its golden ABI where there is one. */
export function publishedAbis(
  catalog: Catalog,
  golden: ReadonlyMap<string, GoldenAbi>,
  vyper: ReadonlyMap<string, VyperInterface>,
): PublishedAbis {
  const versions: PublishedAbiVersion[] = [];
  const files = new Map<string, readonly AbiEntry[]>();
  for (const page of catalog.pages) {
    if (page.kind !== 'contract') continue;
    const {model} = page;
    const key = goldenKeyOf(page.data) ?? '';
    const found = golden.get(key);
    const url = found ? abiFileUrl(model.contract, model.version) : null;
    if (url && found) {
      if (files.has(url)) throw new Error(`${page.file}: two contract versions would publish ${url}`);
      files.set(url, found.abi);
    }
    versions.push({
      contract: model.contract,
      version: model.version,
      language: model.language,
      deprecated: page.deprecated,
      page: `${REFERENCE_ROUTE}/${page.path}`,
      source: model.source,
      abi: url,
      origin: found?.origin ?? null,
      missing: found ? null : `${NO_GOLDEN}${vyper.has(key) ? NAMES_ONLY : ''}`,
    });
  }
  return {index: {version: ABI_INDEX_VERSION, versions}, files};
}
