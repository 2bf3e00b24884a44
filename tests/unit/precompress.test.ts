import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';

import {precompressAll} from '../../plugins/hosting/precompress';
import {PRECOMPRESS} from '../../src/config/hosting';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('precompression', () => {
  it('writes a .gz copy of every compressible file, however many run at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    dirs.push(dir);
    const text = (n: number) => `<p>page ${n}</p>\n`.repeat(Math.ceil(PRECOMPRESS.minBytes / 10));
    const pages = Array.from({length: 11}, (_, n) => path.join(dir, `page-${n}.html`));
    pages.forEach((file, n) => fs.writeFileSync(file, text(n)));
    const small = path.join(dir, 'small.html');
    fs.writeFileSync(small, '<p>');
    const image = path.join(dir, 'logo.png');
    fs.writeFileSync(image, text(99));

    const result = await precompressAll([...pages, small, image]);

    expect(result.files).toBe(pages.length);
    for (const [n, file] of pages.entries())
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text(n));
    expect(fs.existsSync(`${small}.gz`)).toBe(false);
    expect(fs.existsSync(`${image}.gz`)).toBe(false);
  });
});
