/**
 * The build may use only `dependencies`: a deploy that installs with
 * `npm install --omit=dev` must still build. Every package that the site's
 * code (src/, plugins/, sidebars/, docusaurus.config.ts) imports at run time
 * must be listed there; imports of types only are erased and do not count.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SITE_CODE = ['src', 'plugins', 'sidebars', 'docusaurus.config.ts'];
/**
 * Module names Docusaurus resolves itself (theme and site aliases, its client API), and react-loadable,
 * which @docusaurus/core installs as its own dependency (an alias of @docusaurus/react-loadable).
 */
const ALIASES =
  /^(react-loadable$|@site\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/|@docusaurus\/(?!core$|faster$|preset-classic$|theme-mermaid$))/;

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(full, file));
}

/** The package of each import or require that survives compilation. */
function runtimePackages(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((name) => !name.startsWith('.') && !name.startsWith('node:') && !builtinModules.includes(name))
    .filter((name) => !ALIASES.test(name))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
}

describe('the build', () => {
  it('imports at run time only packages listed in dependencies', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outside: string[] = [];
    let seen = 0;
    for (const file of SITE_CODE.flatMap(codeFiles))
      for (const name of runtimePackages(file)) {
        seen++;
        if (!(name in pkg.dependencies)) outside.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    expect(seen).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });
});
