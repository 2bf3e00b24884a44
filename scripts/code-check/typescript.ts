/**
 * TypeScript and JavaScript fences type-checked in strict mode against the
 * project's viem (and any other package the project installs): each block is
 * written to a temporary folder as its own module and the TypeScript compiler
 * API checks them all in one program.
 */
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

import {where, type Fence} from './fences';
import {packageDir} from './packages';
import type {Problem} from './solidity';

const EXTENSIONS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** What a page's reader has: a strict project on a current Node with the DOM (browser examples) and Node's types. */
export const BLOCK_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // A block without imports is still a module, so top-level await works as in an ES module script.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
};

/** Bare package names a block imports (`viem/chains` is `viem`). */
export function packagesOf(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:from\s+|import\s+|import\()\s*['"]([^'"./][^'"]*)['"]/g)) {
    const spec = match[1]!;
    if (spec.startsWith('node:')) continue;
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return [...names];
}

/** Links `dir/node_modules/<name>` to each installed package named, so files in `dir` import them as a reader's project would. */
export function linkPackages(root: string, dir: string, names: readonly string[]): void {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules, {recursive: true});
  for (const name of new Set(names)) {
    const target = packageDir(root, name);
    if (!target) continue; // the compiler then reports the import it cannot find
    mkdirSync(path.dirname(path.join(modules, name)), {recursive: true});
    symlinkSync(target, path.join(modules, name), 'dir');
  }
}

export function checkTypeScript(root: string, fences: readonly Fence[]): Problem[] {
  if (!fences.length) return [];
  const problems: Problem[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
  try {
    linkPackages(root, dir, ['@types/node', ...fences.flatMap((fence) => packagesOf(fence.code))]);
    const files = new Map<string, Fence>();
    fences.forEach((fence, index) => {
      const file = path.join(dir, `block${index}.${EXTENSIONS[fence.lang] ?? 'ts'}`);
      writeFileSync(file, fence.code);
      files.set(file, fence);
    });
    const program = ts.createProgram([...files.keys()], {
      ...BLOCK_COMPILER_OPTIONS,
      typeRoots: [path.join(dir, 'node_modules', '@types')],
    });
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
      const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      const fence = diagnostic.file && files.get(path.resolve(diagnostic.file.fileName));
      if (fence && diagnostic.start !== undefined) {
        const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
        problems.push({where: where(fence, line + 1), message});
      } else problems.push({where: diagnostic.file?.fileName ?? 'TypeScript', message});
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return problems;
}
