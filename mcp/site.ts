/**
 * What the server reads: the files a build publishes, from a build folder or
 * from a deployed site (production, a preview), so the answers always match
 * that build.
 */
import {stat, readFile} from 'node:fs/promises';
import path from 'node:path';

import {MCP} from './config';

/** The site could not be read: unreachable, not a build, or the file is missing. */
export class SiteError extends Error {
  override readonly name = 'SiteError';
  constructor(
    message: string,
    /** The file does not exist (as opposed to a site that could not be read at all). */
    readonly notFound = false,
    options?: {cause?: unknown},
  ) {
    super(message, options);
  }
}

export interface Site {
  /** Where the site is, as the user gave it. */
  readonly location: string;
  /** Base for absolute links in answers: the site URL, or the production URL for a build folder. */
  readonly linkBase: string;
  /** A published file by its site path (`/search-index.json`); rejects with SiteError. */
  readText(sitePath: string): Promise<string>;
}

function folderSite(root: string, linkBase: string): Site {
  return {
    location: root,
    linkBase,
    async readText(sitePath) {
      const file = path.resolve(root, `.${sitePath}`);
      // Callers pass checked paths; this keeps any slip inside the build folder.
      if (file !== root && !file.startsWith(`${root}${path.sep}`))
        throw new SiteError(`${sitePath} is outside the site`);
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const rootInfo = await stat(root).catch(() => null);
        if (!rootInfo?.isDirectory())
          throw new SiteError(`the build folder ${root} does not exist: build the site or give its URL`, false, {
            cause: error,
          });
        const missing =
          (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';
        throw new SiteError(
          missing ? `${sitePath} does not exist in ${root}` : `could not read ${sitePath} in ${root}`,
          missing,
          {cause: error},
        );
      }
    },
  };
}

function urlSite(base: URL): Site {
  const origin = base.href.replace(/\/$/, '');
  return {
    location: origin,
    linkBase: origin,
    async readText(sitePath) {
      const url = `${origin}${sitePath}`;
      let response: Response;
      try {
        response = await fetch(url, {signal: AbortSignal.timeout(MCP.siteTimeoutMs), redirect: 'follow'});
      } catch (error) {
        throw new SiteError(
          `the site ${origin} could not be reached (${error instanceof Error ? error.message : String(error)})`,
          false,
          {cause: error},
        );
      }
      if (response.status === 404) throw new SiteError(`${sitePath} does not exist on ${origin}`, true);
      if (!response.ok) throw new SiteError(`${url} answered HTTP ${response.status}`);
      return response.text();
    },
  };
}

/**
 * An http(s) URL, else a build folder. Nothing is read yet: a site that cannot
 * be read makes each tool call fail with a message, never the server.
 */
export function openSite(location: string, productionUrl: string): Site {
  if (/^https?:\/\//i.test(location)) {
    try {
      return urlSite(new URL(location));
    } catch (error) {
      const reason = new SiteError(`"${location}" is not a valid URL`, false, {cause: error});
      return {location, linkBase: productionUrl, readText: () => Promise.reject(reason)};
    }
  }
  return folderSite(path.resolve(location), productionUrl);
}
