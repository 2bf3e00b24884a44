/**
 * Fills the Algolia index that the site searches in Algolia mode with the
 * same records as the local index, replacing the old records atomically:
 * the client writes a temporary index and moves it over the live one, so
 * readers never search a half-written index. Node only; it needs the admin
 * API key, which must never reach the built site.
 */
import {algoliasearch} from 'algoliasearch';

import {isHistorical} from './buildIndex';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from './types';

/**
 * A record as a hosted DocSearch index holds it, in the shape its crawler
 * writes, so DocSearch's index settings rank it as they rank crawled records:
 * absolute URL and the anchor on its own; the hierarchy (lvl1 the page
 * title), also as `hierarchy_radio` (only the record's own level, which
 * DocSearch searches first) and `hierarchy_camel`; and `weight`, which its
 * custom ranking sorts by: the page's rank (pages kept for the record lower),
 * the level (a page title above a heading above text) and the position on the
 * page.
 */
export interface DocSearchRecord extends Omit<SearchRecord, 'url'> {
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly hierarchy_radio: Hierarchy;
  readonly hierarchy_camel: readonly Hierarchy[];
  readonly weight: {readonly pageRank: number; readonly level: number; readonly position: number};
}

/** DocSearch's level weights: lvl0 100, lvl1 90, ... lvl6 40; text 0. */
function levelWeight(type: SearchRecord['type']): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

export function toDocSearchRecord(record: SearchRecord, siteUrl: string): DocSearchRecord {
  const url = new URL(record.url, siteUrl);
  const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : null;
  url.hash = '';
  const radio = Object.fromEntries(
    HIERARCHY_LEVELS.map((level) => [level, level === record.type ? record.hierarchy[level] : null]),
  ) as Hierarchy;
  return {
    ...record,
    url: `${url.href}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`,
    url_without_anchor: url.href,
    anchor,
    hierarchy_radio: radio,
    hierarchy_camel: [record.hierarchy],
    weight: {
      pageRank: isHistorical(record.url, record.hierarchy.lvl1 ?? '') ? 0 : 1,
      level: levelWeight(record.type),
      // The record's place on its page: its objectID is `<page>:<index>`.
      position: Number(record.objectID.slice(record.objectID.lastIndexOf(':') + 1)) || 0,
    },
  };
}

export type AlgoliaUploadFailure = 'rejected-key' | 'unreachable' | 'failed';

export class AlgoliaUploadError extends Error {
  override readonly name = 'AlgoliaUploadError';
  constructor(
    readonly failure: AlgoliaUploadFailure,
    message: string,
    options: {cause: unknown},
  ) {
    super(message, options);
  }
}

export interface AlgoliaUploadOptions {
  readonly appId: string;
  readonly adminKey: string;
  readonly indexName: string;
  readonly records: readonly SearchRecord[];
  readonly siteUrl: string;
  /** Algolia's own hosts unless given (the tests point this at a local stand-in). */
  readonly hosts?: readonly {readonly url: string; readonly protocol: 'http' | 'https'}[];
  /** Per-request timeout. */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function failureOf(error: unknown, indexName: string): AlgoliaUploadError {
  const status = (error as {status?: unknown}).status;
  if (status === 401 || status === 403) {
    return new AlgoliaUploadError(
      'rejected-key',
      `Algolia refused the admin API key for index "${indexName}" (HTTP ${status}). Use an admin key of this application with write access.`,
      {cause: error},
    );
  }
  if ((error as {name?: unknown}).name === 'RetryError') {
    return new AlgoliaUploadError(
      'unreachable',
      `No Algolia host answered in time while replacing index "${indexName}"; the live index is unchanged.`,
      {cause: error},
    );
  }
  return new AlgoliaUploadError(
    'failed',
    `Replacing Algolia index "${indexName}" failed: ${error instanceof Error ? error.message : String(error)}`,
    {cause: error},
  );
}

/** Replaces every record of the index; returns how many it wrote. */
export async function replaceAlgoliaRecords(options: AlgoliaUploadOptions): Promise<number> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = algoliasearch(options.appId, options.adminKey, {
    timeouts: {connect: timeout, read: timeout, write: timeout},
    ...(options.hosts ? {hosts: options.hosts.map((host) => ({...host, accept: 'readWrite' as const}))} : {}),
  });
  // Spread into a plain object: the client takes records with an index signature, which an interface lacks.
  const objects = options.records.map((record) => ({...toDocSearchRecord(record, options.siteUrl)}));
  try {
    await client.replaceAllObjects({indexName: options.indexName, objects, batchSize: 1000});
  } catch (error) {
    throw failureOf(error, options.indexName);
  }
  return objects.length;
}

/** What the upload reads from the environment; the admin key is read here only, never by the site's build. */
export function uploadSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  defaultIndexName: string,
): {appId: string; adminKey: string; indexName: string} {
  const value = (name: string) => env[name]?.trim() || undefined;
  const appId = value('ALGOLIA_APP_ID');
  const adminKey = value('ALGOLIA_ADMIN_API_KEY');
  if (!appId) throw new Error('ALGOLIA_APP_ID is missing: set the Algolia application to upload to.');
  if (!adminKey)
    throw new Error(
      'ALGOLIA_ADMIN_API_KEY is missing: the upload needs an admin key with write access (never the search-only key).',
    );
  if (adminKey === value('ALGOLIA_API_KEY')) {
    throw new Error(
      'ALGOLIA_ADMIN_API_KEY equals ALGOLIA_API_KEY, the search-only key the site ships: use the admin key, and keep it out of the build.',
    );
  }
  return {appId, adminKey, indexName: value('ALGOLIA_INDEX_NAME') ?? defaultIndexName};
}
