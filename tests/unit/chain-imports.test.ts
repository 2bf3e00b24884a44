import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const SRC = path.resolve(__dirname, '../../src');

/** Relative modules a file imports at run time (type-only imports are erased by the bundler). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]!),
    ...[...text.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => m[1]!),
  ];
  return specs.map((spec) => {
    const base = path.resolve(path.dirname(file), spec);
    const found = ['.ts', '.tsx', '.json', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
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
    expect([...modules].filter((m) => m === 'chain/addressBook.ts' || m.startsWith('chain/addresses/') && m !== 'chain/addresses/directories.ts' && m !== 'chain/addresses/types.ts' || m.endsWith('.json'))).toEqual([]);
  });

  it('is reached by the widgets only through a dynamic import of the access module', () => {
    const access = fs.readFileSync(path.join(SRC, 'chain/access.ts'), 'utf8');
    expect(access).toMatch(/import\('\.\/browser'\)/);
    const widgets = ['ContractAddress', 'AddressCheck', 'EnsName', 'SafeSigners', 'VeYfiCalculator'].map((name) => path.join(SRC, 'components', name, 'index.tsx'));
    for (const widget of widgets) {
      const text = fs.readFileSync(widget, 'utf8');
      expect(text, widget).not.toMatch(/chain\/(browser|verify|client|ens)'/);
    }
  });
});
