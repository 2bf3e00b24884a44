/**
 * The standard ABI of each contract version of the reference, published as
 * plain JSON at a stable URL (`/api/abi/<Contract>/<version>.json`) with an
 * index of every version (`/api/abi/index.json`). A file holds the ABI the
 * golden file keeps (data/golden-abis/: the solc or Vyper output for the
 * source at its tag or commit), entry for entry, so a script can pass it to
 * viem, ethers or web3 as it is. A version without compiler output gets no
 * file, and must be listed in NO_ABI_FILE with the reason, rather than
 * offering the reference's own copy as if a compiler had emitted it.
 */
import type {Catalog} from '../reference/catalog';
import {goldenKeyOf, type GoldenAbi, type GoldenOrigin} from '../reference/golden';
import {abiFileUrl, REFERENCE_ROUTE} from '../reference/paths';
import {ReferenceDataError, type AbiEntry} from '../reference/schema';

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
  /** Why Yearn's sources give no compiler output of this version, when `abi` is null. */
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

/**
 * Documented versions that have no compiler output, by `Contract@version`,
 * each with a sentence about Yearn's sources saying why (the index shows it).
 * Every version the reference documents has compiler output today.
 */
export const NO_ABI_FILE: Readonly<Record<string, string>> = {};

/** Every contract version of the catalog, with its golden ABI; one without must be listed in `exceptions`. */
export function publishedAbis(
  catalog: Catalog,
  golden: ReadonlyMap<string, GoldenAbi>,
  exceptions: Readonly<Record<string, string>> = NO_ABI_FILE,
): PublishedAbis {
  const versions: PublishedAbiVersion[] = [];
  const files = new Map<string, readonly AbiEntry[]>();
  for (const page of catalog.pages) {
    if (page.kind !== 'contract') continue;
    const {model} = page;
    const key = goldenKeyOf(page.data) ?? '';
    const found = golden.get(key);
    const url = found ? abiFileUrl(model.contract, model.version) : null;
    const missing = found ? null : exceptions[`${model.contract}@${model.version}`];
    if (missing === undefined)
      throw new ReferenceDataError(
        `${page.file}: no golden ABI in data/golden-abis for ${key || 'its source'}; add the compiler output, or list the version in NO_ABI_FILE with the reason`,
      );
    if (url && found) {
      if (files.has(url)) throw new ReferenceDataError(`${page.file}: two contract versions would publish ${url}`);
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
      missing,
    });
  }
  return {index: {version: ABI_INDEX_VERSION, versions}, files};
}
