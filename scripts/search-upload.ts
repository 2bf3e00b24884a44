/**
 * Replaces the records of the Algolia index with those of the built site
 * (run after `npm run build`; the deploy workflow runs it when Algolia is
 * configured). Reads ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and optionally
 * ALGOLIA_INDEX_NAME. Exits 1 on any failure, the live index unchanged.
 *
 * Usage: tsx scripts/search-upload.ts [build folder]
 */
import {SEARCH} from '../src/config/search';
import {SITE} from '../src/config/site';
import {readPageList} from '../src/docs/pages';
import {replaceAlgoliaRecords, uploadSettingsFromEnv} from '../src/search/algoliaUpload';
import {recordsOfPages} from '../src/search/buildRecords';

async function main() {
  const settings = uploadSettingsFromEnv(process.env, SEARCH.indexName);
  const outDir = process.argv[2] ?? 'build';
  const records = await recordsOfPages(outDir, readPageList(outDir), SITE.locale);
  if (records.length === 0) throw new Error(`No docs pages in ${outDir}: run npm run build first.`);
  const count = await replaceAlgoliaRecords({...settings, records, siteUrl: SITE.url});
  console.log(
    `search:upload: replaced the records of Algolia index "${settings.indexName}" with ${count} records from ${outDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(`search:upload: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
