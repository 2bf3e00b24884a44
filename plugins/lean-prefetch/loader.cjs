// Rspack loader for Docusaurus's client prefetch helper (see index.ts). The
// helper's default export, `prefetch(url)`, becomes a local function that a
// new default export calls only for a URL this page has neither requested nor
// downloaded yet. Downloads are read from Resource Timing, since webpack
// removes a chunk's script element once it has run; when that buffer is full
// a chunk may be prefetched again, which costs what it did before.
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

const DEFAULT_EXPORT = 'export default function prefetch(url) {';

const ONCE = `
const requested = new Set();
const downloaded = (url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0;
export default function prefetch(url) {
  if (typeof document === 'undefined' || requested.has(url) || downloaded(url)) return Promise.resolve();
  requested.add(url);
  return prefetchUrl(url);
}
`;

function leanPrefetch(source) {
  if (!source.includes(DEFAULT_EXPORT)) return null;
  return source.replace(DEFAULT_EXPORT, 'function prefetchUrl(url) {') + ONCE;
}

module.exports = rewritingLoader(
  leanPrefetch,
  "lean-prefetch: Docusaurus's prefetch helper changed its default export; review plugins/lean-prefetch",
);
module.exports.leanPrefetch = leanPrefetch;
