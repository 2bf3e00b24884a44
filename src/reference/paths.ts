import path from 'node:path';

/** Where the contract reference lives: its data, and the generated Markdown the developers docs plugin reads. */
export const REFERENCE_DATA_DIR = 'data/contracts';
/** Generated, git-ignored: never edit files here, edit `data/contracts/` instead. */
export const REFERENCE_OUT_DIR = 'docs-developers/smart-contracts';
/** URL of the reference under the developers area. */
export const REFERENCE_ROUTE = '/developers/smart-contracts';

export function referenceDirs(siteDir: string): {dataDir: string; outDir: string} {
  return {dataDir: path.join(siteDir, REFERENCE_DATA_DIR), outDir: path.join(siteDir, REFERENCE_OUT_DIR)};
}
