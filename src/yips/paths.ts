/** Where the YIP archive lives, as files and as URLs; plain values, safe for browser code. */
/** The YIP archive's data: one file, every proposal. */
export const YIPS_DATA_FILE = 'data/yips.json';
/** Folder of the generated pages inside the contributing docs tree, and so their URL under /contributing. */
export const YIPS_DOCS_FOLDER = 'governance/yips';
/** Generated, git-ignored: never edit files here, edit `data/yips.json` instead. */
export const YIPS_OUT_DIR = `docs-contributing/${YIPS_DOCS_FOLDER}`;
/** URL of the archive's index page (a hand-written page beside the generated folder). */
export const YIPS_ROUTE = `/contributing/${YIPS_DOCS_FOLDER}`;
/** Doc id of the index page in the contributing sidebar. */
export const YIPS_INDEX_DOC_ID = YIPS_DOCS_FOLDER;

export function yipSlug(number: number): string {
  return `yip-${number}`;
}

export function yipUrl(number: number): string {
  return `${YIPS_ROUTE}/${yipSlug(number)}`;
}

export function yipDocId(number: number): string {
  return `${YIPS_DOCS_FOLDER}/${yipSlug(number)}`;
}
