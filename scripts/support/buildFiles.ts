import fs from 'node:fs';
import path from 'node:path';

/** Path (from the site root) of the main JavaScript bundle of a build: a content-hashed asset every page loads. */
export function mainBundlePath(buildDir: string): string {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const match = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html);
  if (!match) throw new Error(`No main bundle in ${buildDir}/index.html`);
  return match[1]!;
}
