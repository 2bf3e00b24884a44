/**
 * After the production build: writes precompressed .gz copies of the pages
 * and bundles, and the host configuration with a Content-Security-Policy made
 * for this build (hashes of its inline scripts, the RPC origins of the chains
 * it reads, Algolia's origins in Algolia mode):
 *
 * - `<out>/_hosting/nginx-immutable.conf` and `nginx-revalidate.conf`, and
 *   `nginx-redirects.conf` (the moved pages of src/config/redirects.ts),
 *   included by deploy/nginx/yearn-docs.conf;
 * - `<out>/_headers` and `<out>/_redirects` for Netlify.
 *
 * It stops the build when the redirect list is malformed, when an old address
 * it redirects is a page of this build, or (`checkRedirectTargets`) when a
 * target is not.
 *
 * Only files the bundler wrote are compressed here: other plugins write theirs
 * in their own postBuild, which runs at the same time (the search index
 * plugin compresses its index itself); nginx compresses the rest on the fly.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {rpcOrigins, type Network} from '../../src/chain/networks';
import {ALGOLIA_ORIGINS, HOSTING_DIR, contentSecurityPolicy, securityHeaders} from '../../src/config/hosting';
import {normalizeSitePath, REDIRECTS, redirectListProblems, type Redirect} from '../../src/config/redirects';
import type {SearchSiteConfig} from '../../src/config/siteSettings';
import {NGINX_REDIRECTS_FILE, nginxHeaders, nginxRedirects, netlifyHeaders, netlifyRedirects} from './hostFiles';
import {inlineScriptHashes} from './inlineScripts';
import {precompressAll} from './precompress';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Origins the site's browser code fetches from: the RPC of each chain the build reads, Algolia in Algolia mode,
 * and the two data services the position finder reads (`dataServiceOrigins` of src/config/env.ts), each once.
 */
export function connectOrigins({
  networks,
  search,
  dataServiceOrigins = [],
}: {
  readonly networks: readonly Network[];
  readonly search?: SearchSiteConfig;
  readonly dataServiceOrigins?: readonly string[];
}): string[] {
  const algolia = search?.mode === 'algolia' ? ALGOLIA_ORIGINS : [];
  return [...new Set([...rpcOrigins(networks), ...algolia, ...dataServiceOrigins])];
}

/** Problems of the redirect list against the routes of a build: sources that are pages, targets that are not. */
export function redirectRouteProblems(
  redirects: readonly Redirect[],
  routesPaths: readonly string[],
  checkTargets: boolean,
): string[] {
  const routes = new Set(routesPaths.map(normalizeSitePath));
  // nginx matches the sources without regard to case (plugins/hosting/hostFiles.ts).
  const lowerRoutes = new Set([...routes].map((route) => route.toLowerCase()));
  const problems = redirectListProblems(redirects);
  for (const {from, to} of redirects) {
    if (lowerRoutes.has(from.toLowerCase()))
      problems.push(`${from} is a page of this build (letter case aside): remove its redirect`);
    if (checkTargets && !routes.has(to)) problems.push(`${from} -> ${to}: the target is not a page of this build`);
  }
  return problems;
}

/**
 * `networks`: the build's chains (src/chain/networks.ts), whose RPC origins the CSP allows;
 * `search`: the build's search mode (src/config/env.ts), Algolia's origins are allowed in Algolia mode;
 * `dataServiceOrigins`: the origins of the data and price services (YEARN_DATA_API_URL, YEARN_PRICE_API_URL or their defaults).
 */
export default function hostingPlugin(
  networks: readonly Network[],
  search: SearchSiteConfig,
  dataServiceOrigins: readonly string[],
  {checkRedirectTargets}: {readonly checkRedirectTargets: boolean},
) {
  return (): Plugin => ({
    name: 'hosting',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const redirectProblems = redirectRouteProblems(REDIRECTS, routesPaths, checkRedirectTargets);
      if (redirectProblems.length)
        throw new Error(`[hosting] src/config/redirects.ts:\n- ${redirectProblems.join('\n- ')}`);
      const files = await listFiles(outDir);
      const html = files.filter((file) => file.endsWith('.html'));
      const hashes = new Set<string>();
      for (const file of html) for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);

      const csp = contentSecurityPolicy({
        scriptHashes: [...hashes].sort(),
        connectOrigins: connectOrigins({networks, search, dataServiceOrigins}),
      });
      const security = securityHeaders(csp);
      const hostingDir = path.join(outDir, HOSTING_DIR);
      await fs.mkdir(hostingDir, {recursive: true});
      await fs.writeFile(path.join(hostingDir, 'nginx-immutable.conf'), nginxHeaders(security, 'immutable'));
      await fs.writeFile(path.join(hostingDir, 'nginx-revalidate.conf'), nginxHeaders(security, 'revalidate'));
      await fs.writeFile(path.join(outDir, '_headers'), netlifyHeaders(security));
      await fs.writeFile(path.join(hostingDir, NGINX_REDIRECTS_FILE), nginxRedirects(REDIRECTS));
      await fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(REDIRECTS));

      const bundled = files.filter((file) => file.endsWith('.html') || file.includes(`${path.sep}assets${path.sep}`));
      const compressed = await precompressAll(bundled);
      console.log(
        `[hosting] CSP with ${hashes.size} inline script hashes; ${REDIRECTS.length} redirects; ${compressed.files} .gz files (${(compressed.savedBytes / 1024 / 1024).toFixed(1)} MB saved), ${Date.now() - started} ms`,
      );
    },
  });
}
