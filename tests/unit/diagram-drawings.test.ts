/**
 * The drawn diagrams in git (data/diagrams): one drawing per diagram of the
 * docs and colour mode, and none left over. A build draws a new or edited
 * diagram into the folder; this test fails until the drawing is committed,
 * so builds elsewhere (CI, deploys) need no Chromium for it.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {diagramOptions} from '../../plugins/diagrams';
import {DOCS_AREAS} from '../../src/config/areas';
import {DIAGRAMS} from '../../src/config/diagrams';
import {mermaidFences} from '../../src/diagrams/fences';
import {COLOUR_MODES, drawingFile, type DrawnSvg} from '../../src/diagrams/render';

const siteDir = process.cwd();
const {settings} = diagramOptions({isDevelopment: false, chromiumPath: '/nonexistent'});
const docs = execFileSync('git', ['ls-files', '--', ...DOCS_AREAS.map((area) => area.dir)], {
  cwd: siteDir,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file));

const expected = new Map<string, string>();
for (const file of docs) {
  for (const source of mermaidFences(fs.readFileSync(path.join(siteDir, file), 'utf8')))
    for (const mode of COLOUR_MODES)
      expected.set(path.basename(drawingFile(settings, mode, source)), `${file} (${mode})`);
}
const stored = fs.readdirSync(path.join(siteDir, DIAGRAMS.drawingsDir));

describe('drawn diagrams in git', () => {
  it('finds the diagrams of the docs', () => {
    expect(expected.size).toBeGreaterThanOrEqual(40);
  });

  it('has a drawing of every diagram in both colour modes (a build draws the missing ones: commit them)', () => {
    const missing = [...expected].filter(([name]) => !stored.includes(name)).map(([, page]) => page);
    expect(missing).toEqual([]);
  });

  it('keeps no drawing that no diagram uses any more (delete it)', () => {
    expect(stored.filter((name) => !expected.has(name))).toEqual([]);
  });

  it('stores SVG markup and a title in each drawing', () => {
    for (const name of stored) {
      const drawn = JSON.parse(fs.readFileSync(path.join(siteDir, DIAGRAMS.drawingsDir, name), 'utf8')) as DrawnSvg;
      expect(drawn.svg, name).toMatch(/^<svg [^>]*role="graphics-document document"/);
      expect(drawn.title === null || typeof drawn.title === 'string', name).toBe(true);
    }
  });
});
