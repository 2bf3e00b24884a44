// Rspack loader for Docusaurus's generated registry (see index.ts): each entry
// is [load, modulePath, weakId]; the browser never reads modulePath.
const ENTRY_MODULE_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

module.exports = rewritingLoader((source) => {
  const slim = source.replace(ENTRY_MODULE_PATH, '), "", require.resolveWeak(');
  return slim === source && source.includes('require.resolveWeak(') ? null : slim;
}, 'lean-registry: no module path matched; the registry format changed, review plugins/lean-registry');
