// Rspack loader for Docusaurus's generated registry (see index.ts): each entry
// is [load, modulePath, weakId]; the browser never reads modulePath.
const ENTRY_MODULE_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

module.exports = function leanRegistryLoader(source) {
  const slim = source.replace(ENTRY_MODULE_PATH, '), "", require.resolveWeak(');
  if (slim === source && source.includes('require.resolveWeak(')) {
    this.emitWarning(
      new Error('lean-registry: no module path matched; the registry format changed, review plugins/lean-registry'),
    );
  }
  return slim;
};
