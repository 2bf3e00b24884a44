import path from 'node:path';

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
