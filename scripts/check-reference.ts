/**
 * Checks the contract reference data (`data/contracts/`) without building the
 * site: every file parses, documents only entries of its ABI, and resolves its
 * `docsFrom` and `current` links. Prints what each page documents.
 *
 *   npm run check:reference            all pages
 *   npm run check:reference -- V3/     pages whose path starts with V3/
 */
import {loadCatalog} from '../src/reference/catalog';
import {REFERENCE_DATA_DIR} from '../src/reference/paths';
import {undocumented} from '../src/reference/coverage';

const prefix = process.argv[2] ?? '';

try {
  const catalog = loadCatalog(REFERENCE_DATA_DIR);
  const rows = catalog.pages.filter((page) => page.path.startsWith(prefix));
  for (const page of rows) {
    if (page.kind === 'markdown') {
      console.log(`${page.path.padEnd(64)} page`);
      continue;
    }
    const {functions, events, errors} = page.model;
    const missing = undocumented(page.model);
    console.log(
      `${page.path.padEnd(64)} ${page.model.contract} ${page.model.version}: ${functions.length} functions, ${events.length} events, ${errors.length} errors` +
        (missing.length ? `; undocumented: ${missing.join(', ')}` : ''),
    );
  }
  console.log(`\n${rows.length} page(s) checked.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
