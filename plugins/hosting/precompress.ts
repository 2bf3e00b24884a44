/**
 * Writes `<file>.gz` next to each compressible file, at gzip's highest level,
 * for nginx's gzip_static (and any host that serves precompressed files): the
 * server then sends bytes compressed once at build time instead of
 * compressing every response at a low level.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {PRECOMPRESS} from '../../src/config/hosting';

const gzip = promisify(zlib.gzip);

export function isCompressible(file: string): boolean {
  return (PRECOMPRESS.extensions as readonly string[]).includes(path.extname(file));
}

/** Writes the .gz copy when the file is big enough to gain from it; returns the bytes saved. */
export async function writePrecompressed(file: string, content?: Buffer | string): Promise<number> {
  const raw = content === undefined ? await fs.readFile(file) : Buffer.from(content);
  if (raw.length < PRECOMPRESS.minBytes) return 0;
  const compressed = await gzip(raw, {level: zlib.constants.Z_BEST_COMPRESSION});
  if (compressed.length >= raw.length) return 0;
  await fs.writeFile(`${file}.gz`, compressed);
  return raw.length - compressed.length;
}

/**
 * Files compressed at once: zlib compresses on libuv's thread pool (four
 * threads unless UV_THREADPOOL_SIZE says otherwise), so this keeps every core
 * busy instead of one file at a time.
 */
const CONCURRENT_FILES = 4;

export async function precompressAll(files: readonly string[]): Promise<{files: number; savedBytes: number}> {
  const queue = files.filter(isCompressible);
  let written = 0;
  let savedBytes = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const saved = await writePrecompressed(file);
      if (saved > 0) written += 1;
      savedBytes += saved;
    }
  };
  await Promise.all(Array.from({length: CONCURRENT_FILES}, worker));
  return {files: written, savedBytes};
}
