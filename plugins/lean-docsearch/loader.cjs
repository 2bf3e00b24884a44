// Rspack loader for DocSearch's modal (see index.ts). Three values the modal
// keeps for its whole life are passed to `useRef`, so their expressions run
// on every render: the page's selected text, whose `toString()` makes the
// browser lay out the page, and the favorite and recent searches, each of
// which first writes and removes a test key in localStorage. `useState` with
// an initializer runs them once, on mount, and keeps the same value after.
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

/** Each expression as DocSearch 3.9's build writes it, inside `<React>.useRef(...).current`. */
const EAGER_REFS = [
  /"undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,\d+\):""/,
  /\w+\(\{key:"__DOCSEARCH_FAVORITE_SEARCHES__"\.concat\(\w+\),limit:\d+\}\)/,
  /\w+\(\{key:"__DOCSEARCH_RECENT_SEARCHES__"\.concat\(\w+\),limit:0===\w+\.getAll\(\)\.length\?\d+:\d+\}\)/,
];

function leanDocSearch(source) {
  let rewritten = source;
  for (const expression of EAGER_REFS) {
    const ref = new RegExp(`(\\w+)\\.useRef\\((${expression.source})\\)\\.current`, 'g');
    const matches = rewritten.match(ref);
    if (matches?.length !== 1) return null;
    rewritten = rewritten.replace(ref, '$1.useState(function(){return $2})[0]');
  }
  return rewritten;
}

module.exports = rewritingLoader(
  leanDocSearch,
  "lean-docsearch: DocSearch's modal no longer keeps its selection and stored searches in refs; review plugins/lean-docsearch",
);
module.exports.leanDocSearch = leanDocSearch;
