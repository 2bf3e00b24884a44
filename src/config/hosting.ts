/**
 * Production hosting rules, defined once: cache lifetimes, security headers
 * and the Content-Security-Policy. plugins/hosting writes them, at build time,
 * as nginx includes (used by deploy/nginx/yearn-docs.conf) and as Netlify
 * `_headers`/`_redirects`, so both hosts send the same headers.
 */

/** Folder of the build whose file names carry a content hash. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** Folder of the JSON files published for assistants and scripts (src/agents/api.ts). */
export const API_PREFIX = '/api/';

/**
 * Media types the hosts set themselves rather than leave to their defaults:
 * JSON under API_PREFIX, and Markdown (page copies, SKILL.md), which nginx's
 * default types do not name. nginx takes the charset apart (`charset_types`),
 * since its gzip_types would not match a type with parameters.
 */
export const MEDIA_TYPES = {json: 'application/json', markdown: 'text/markdown'} as const;
export const CHARSET = 'utf-8';

/** The Content-Type header of a text file: `application/json; charset=utf-8`. */
export function contentType(media: string): string {
  return `${media}; charset=${CHARSET}`;
}

/** The published JSON is public data: any origin may fetch it, from a browser too. */
export const API_HEADERS = {'Content-Type': contentType(MEDIA_TYPES.json), 'Access-Control-Allow-Origin': '*'} as const;

/** Folder of the build holding the generated host configuration; never served. */
export const HOSTING_DIR = '_hosting';

export const CACHE_CONTROL = {
  /** Hashed files never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, the search index, images, Markdown copies: revalidated on every use (cheap 304s). */
  revalidate: 'no-cache',
} as const;

export type CacheClass = keyof typeof CACHE_CONTROL;

/** Origins Algolia DocSearch queries (its hosts are per-app subdomains). */
export const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

export interface CspInputs {
  /** `sha256-...` hashes of the inline scripts Docusaurus writes into the HTML (theme init, announcement bar). */
  readonly scriptHashes: readonly string[];
  /** Origins the browser fetches at run time: the RPC node, and Algolia when configured. */
  readonly connectOrigins: readonly string[];
}

/**
 * Scripts: only our own files and the hashed inline scripts, no 'unsafe-inline'.
 * Styles: 'unsafe-inline' is needed, because KaTeX and the announcement bar use
 * style attributes and Mermaid writes a <style> into each diagram; styles
 * cannot run code, so this is the usual trade-off.
 */
export function contentSecurityPolicy({scriptHashes, connectOrigins}: CspInputs): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Small icons are inlined as data: URLs by the bundler. Fonts never are:
    // the site uses system fonts, and KaTeX's are files (plugins/katex-css).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers sent with every response, whatever its type or status. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Precompressed copies (.gz) are written for these files when it saves bytes. */
export const PRECOMPRESS = {
  extensions: ['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.map'],
  minBytes: 1024,
} as const;
