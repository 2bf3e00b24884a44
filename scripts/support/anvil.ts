/**
 * The anvil binary of this machine. @foundry-rs/anvil lists one optional
 * package per platform and npm installs the one that fits, so the binary is
 * found by resolving that package, not by a fixed path.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

const requireHere = createRequire(__filename);

/** Package name suffixes @foundry-rs/anvil publishes, by Node's platform and architecture. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

export class AnvilNotInstalledError extends Error {
  override readonly name = 'AnvilNotInstalledError';
}

export function anvilBinary(platform: string = process.platform, arch: string = process.arch): string {
  const suffix = PLATFORM_PACKAGES[`${platform}-${arch}`];
  if (!suffix) throw new AnvilNotInstalledError(`@foundry-rs/anvil publishes no binary for ${platform}-${arch}`);
  const name = `@foundry-rs/anvil-${suffix}`;
  let manifest: string;
  try {
    manifest = requireHere.resolve(`${name}/package.json`);
  } catch (cause) {
    throw new AnvilNotInstalledError(`${name} is not installed: run npm install on this machine`, {cause});
  }
  return path.join(path.dirname(manifest), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil');
}
