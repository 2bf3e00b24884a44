/**
 * Kept apart from the search clients so the navbar can call it without
 * bundling MiniSearch into every page.
 */
/** Warns once when the browser refuses storage: recent searches then stay in memory only. */
let storageChecked = false;
export function warnIfStorageUnavailable(): void {
  if (storageChecked) return;
  storageChecked = true;
  try {
    const key = '__yearn_docs_storage_check__';
    window.localStorage.setItem(key, key);
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn('Search: browser storage is unavailable; recent and favorite searches will not be saved.', error);
  }
}
