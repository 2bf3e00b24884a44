/** Where an installed npm package is, found the way Node finds it from the repository (NODE_PATH included). */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export function packageDir(root: string, name: string): string | undefined {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Packages with an exports map (ethers) do not export their package.json: walk up from the entry point.
  }
  let dir: string;
  try {
    dir = path.dirname(require.resolve(name));
  } catch {
    return undefined;
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string}).name === name)
      return dir;
  }
  return undefined;
}
