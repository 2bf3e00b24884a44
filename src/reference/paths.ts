import path from 'node:path';

import {API_PREFIX} from '../config/hosting';

/** The reference's folder inside the developers docs tree, and so its URL under /developers. */
export const REFERENCE_DOCS_FOLDER = 'smart-contracts';
/** Where the reference data lives. */
export const REFERENCE_DATA_DIR = 'data/contracts';
/** Generated, git-ignored: never edit files here, edit `data/contracts/` instead. */
export const REFERENCE_OUT_DIR = `docs-developers/${REFERENCE_DOCS_FOLDER}`;
/** URL of the reference under the developers area. */
export const REFERENCE_ROUTE = `/developers/${REFERENCE_DOCS_FOLDER}`;

export function referenceDirs(siteDir: string): {dataDir: string; outDir: string} {
  return {dataDir: path.join(siteDir, REFERENCE_DATA_DIR), outDir: path.join(siteDir, REFERENCE_OUT_DIR)};
}

/** Folder of the published ABIs: one file per contract version, and an index of all versions. */
export const ABI_ROUTE = `${API_PREFIX}abi`;
export const ABI_INDEX_URL = `${ABI_ROUTE}/index.json`;

/** The stable URL of a contract version's ABI: `/api/abi/VaultV3/3.0.2.json`. */
export function abiFileUrl(contract: string, version: string): string {
  return `${ABI_ROUTE}/${contract}/${version}.json`;
}
