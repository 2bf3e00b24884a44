// Rspack loader for DocSearch's modal (see index.ts). Three values the modal
// keeps for its whole life are passed to `useRef`, so their expressions run
// on every render. The favorite and recent searches, each of which first
// writes and removes a test key in localStorage, become `useState`
// initializers, run once on mount. The page's selected text, whose
// `toString()` makes the browser lay out the page, is not read at all: the
// site's search provider reads it as search opens and passes it as the
// modal's initial query, which DocSearch takes before the selection.
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

/** Each expression as DocSearch 3.9's build writes it, inside `<React>.useRef(...).current`. */
const SELECTION = /"undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,\d+\):""/;
const STORED_SEARCHES = [
  /\w+\(\{key:"__DOCSEARCH_FAVORITE_SEARCHES__"\.concat\(\w+\),limit:\d+\}\)/,
  /\w+\(\{key:"__DOCSEARCH_RECENT_SEARCHES__"\.concat\(\w+\),limit:0===\w+\.getAll\(\)\.length\?\d+:\d+\}\)/,
];

/** `source` with the one `useRef(expression).current` written as `replacement`, or null unless there is exactly one. */
function replaceRef(source, expression, replacement) {
  const ref = new RegExp(`(\\w+)\\.useRef\\((${expression.source})\\)\\.current`, 'g');
  if (source.match(ref)?.length !== 1) return null;
  return source.replace(ref, replacement);
}

function leanDocSearch(source) {
  let rewritten = replaceRef(source, SELECTION, '""');
  for (const expression of STORED_SEARCHES) {
    if (rewritten === null) return null;
    rewritten = replaceRef(rewritten, expression, '$1.useState(function(){return $2})[0]');
  }
  return rewritten;
}

module.exports = rewritingLoader(
  leanDocSearch,
  "lean-docsearch: DocSearch's modal no longer keeps its selection and stored searches in refs; review plugins/lean-docsearch",
);
module.exports.leanDocSearch = leanDocSearch;
