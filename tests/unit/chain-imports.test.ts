import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** The site's own modules a file imports at run time (type-only imports are erased by the bundler). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const own = `(\\.[^']*|@site/[^']+)`;
  const specs = [
    ...[...text.matchAll(new RegExp(`^(?:import|export)\\s+(?!type\\b)[^;]*?from\\s+'${own}'`, 'gms'))].map(
      (m) => m[1]!,
    ),
    ...[...text.matchAll(new RegExp(`import\\('${own}'\\)`, 'g'))].map((m) => m[1]!),
  ];
  return specs.map((spec) => {
    const base = spec.startsWith('@site/')
      ? path.join(ROOT, spec.slice('@site/'.length))
      : path.resolve(path.dirname(file), spec);
    const found = ['.ts', '.tsx', '.json', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!found) throw new Error(`${path.relative(SRC, file)} imports ${spec}, which does not resolve`);
    return found;
  });
}

/** Every module `entry` reaches through run-time imports. */
function reach(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.ts') || file.endsWith('.tsx')) runtimeImports(file).forEach(walk);
  };
  walk(entry);
  return new Set([...seen].map((file) => path.relative(SRC, file)));
}

describe('browser chain code', () => {
  it('does not carry the address book: the widgets of the page already bring it', () => {
    const modules = reach(path.join(SRC, 'chain/browser.ts'));
    expect(modules).toContain('chain/verify.ts');
    expect(modules).toContain('chain/addresses/directories.ts');
    expect(
      [...modules].filter(
        (m) =>
          m === 'chain/addressBook.ts' ||
          (m.startsWith('chain/addresses/') &&
            m !== 'chain/addresses/directories.ts' &&
            m !== 'chain/addresses/types.ts') ||
          m.endsWith('.json'),
      ),
    ).toEqual([]);
  });

  it('is not carried by the address widgets either: the build gives each the entries it shows', () => {
    for (const name of ['ContractAddress', 'AddressCheck', 'SafeSigners', 'V3Release', 'VeYfiCalculator', 'EnsName']) {
      const modules = [...reach(path.join(SRC, 'components', name, 'index.tsx'))];
      expect(modules, name).toContain('chain/access.ts');
      expect(
        modules.filter((m) => m === 'chain/addressBook.ts' || m.endsWith('.json')),
        name,
      ).toEqual([]);
    }
  });

  it('is reached by the widgets only through a dynamic import of the access module', () => {
    const access = fs.readFileSync(path.join(SRC, 'chain/access.ts'), 'utf8');
    expect(access).toMatch(/import\('\.\/browser'\)/);
    const widgets = ['ContractAddress', 'AddressCheck', 'EnsName', 'SafeSigners', 'VeYfiCalculator'].map((name) =>
      path.join(SRC, 'components', name, 'index.tsx'),
    );
    for (const widget of widgets) {
      const text = fs.readFileSync(widget, 'utf8');
      expect(text, widget).not.toMatch(/chain\/(browser|verify|client|ens)'/);
    }
  });
});
