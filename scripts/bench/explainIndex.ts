/**
 * The explainer's selector index as the build publishes it
 * (EXPLAIN.selectorIndexPath, written by plugins/explain-index), raw and
 * gzip at level 9, beside the full index as plain JSON for comparison. The
 * page downloads it on the first explanation, not in its first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {EXPLAIN} from '../../src/config/explain';
import {loadSelectorIndex} from '../../src/explain/fromCatalog';

export interface ExplainIndexFigures {
  readonly publishedRawKB: number;
  readonly publishedGzipKB: number;
  /** The same index as plain JSON, the form the MCP server builds in memory. */
  readonly fullRawKB: number;
  readonly fullGzipKB: number;
}

const kB = (bytes: number) => +(bytes / 1024).toFixed(1);
const gzip = (content: Buffer | string) => zlib.gzipSync(content, {level: 9}).length;

/** Null when the build has no published index. */
export function measureExplainIndex(root: string, buildDir: string): ExplainIndexFigures | null {
  const file = path.join(buildDir, EXPLAIN.selectorIndexPath);
  if (!fs.existsSync(file)) return null;
  const published = fs.readFileSync(file);
  const full = JSON.stringify(loadSelectorIndex(root));
  return {
    publishedRawKB: kB(published.length),
    publishedGzipKB: kB(gzip(published)),
    fullRawKB: kB(Buffer.byteLength(full)),
    fullGzipKB: kB(gzip(full)),
  };
}

export function explainIndexRows(f: ExplainIndexFigures): (string | number)[][] {
  return [
    ['published (compact)', f.publishedRawKB, f.publishedGzipKB],
    ['full index as JSON', f.fullRawKB, f.fullGzipKB],
  ];
}
