/**
 * What differs between the Docusaurus versions the site builds with: the
 * pinned one, and the newest 3.x the weekly canary builds with
 * (.github/workflows/docusaurus-next.yml). Moving the pin then needs no edit
 * to the config: `npm run docusaurus:pin -- <version>`.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The installed @docusaurus/core, as `[major, minor]`. */
export function docusaurusVersion(version = (require('@docusaurus/core/package.json') as {version: string}).version) {
  const [major, minor] = version.split('.').map(Number);
  return [major!, minor!] as const;
}

/**
 * The config key of the Docusaurus Faster options: 3.10 renamed
 * `future.experimental_faster` to `future.faster` and refuses the old key.
 */
export function fasterOptionKey(version: readonly [number, number] = docusaurusVersion()) {
  const [major, minor] = version;
  return major > 3 || (major === 3 && minor >= 10) ? 'faster' : 'experimental_faster';
}
