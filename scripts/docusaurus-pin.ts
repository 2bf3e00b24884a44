/**
 * `npm run docusaurus:pin -- <version>`: moves every Docusaurus package of
 * package.json to `<version>` (exact) and Renovate's Docusaurus rule with
 * them, the one change that moves the pin. The weekly canary runs it with the
 * newest 3.x (.github/workflows/docusaurus-next.yml).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export class DocusaurusPinError extends Error {
  override readonly name = 'DocusaurusPinError';
}

interface Manifest {
  readonly dependencies: Record<string, string>;
  readonly devDependencies: Record<string, string>;
}

interface RenovateConfig {
  readonly packageRules: readonly {matchPackageNames: string[]; allowedVersions?: string}[];
}

/**
 * renovate.json's text with its Docusaurus rule allowing `version` only; the
 * text is edited in place so its formatting stays as Prettier wrote it.
 */
export function renovateWithPin(text: string, version: string): string {
  const {packageRules} = JSON.parse(text) as RenovateConfig;
  const previous = packageRules.find((rule) => rule.matchPackageNames.includes('@docusaurus/**'))?.allowedVersions;
  if (!previous) throw new DocusaurusPinError('renovate.json has no rule for @docusaurus/** with allowedVersions');
  // The rule's description names the version too.
  return text.replaceAll(previous, version);
}

/** The Docusaurus packages package.json lists, each as `name@version`. */
export function pinnedPackages(manifest: Manifest, version: string): string[] {
  return Object.keys({...manifest.dependencies, ...manifest.devDependencies})
    .filter((name) => name.startsWith('@docusaurus/'))
    .map((name) => `${name}@${version}`);
}

function main(version: string | undefined, root = process.cwd()): void {
  if (!version || !/^\d+\.\d+\.\d+$/.test(version))
    throw new DocusaurusPinError('usage: npm run docusaurus:pin -- <version>, such as 3.10.2');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...pinnedPackages(manifest, version)], {
    cwd: root,
    stdio: 'inherit',
  });
  const renovateFile = path.join(root, 'renovate.json');
  fs.writeFileSync(renovateFile, renovateWithPin(fs.readFileSync(renovateFile, 'utf8'), version));
}

if (process.argv[1]?.endsWith('docusaurus-pin.ts')) main(process.argv[2]);
