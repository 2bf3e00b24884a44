// Rspack loader for Docusaurus's generated site config (see index.ts): the
// file is `export default <JSON>;` after a comment, and the browser never
// reads the keys below (no client code of Docusaurus, its theme or the site does).
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

const BROWSER_UNUSED_KEYS = ['plugins', 'presets', 'themes', 'clientModules'];
const EXPORTED_JSON = /export default (\{[\s\S]*\});\s*$/;

function leanConfig(source) {
  const match = EXPORTED_JSON.exec(source);
  if (!match) return null;
  const config = JSON.parse(match[1]);
  for (const key of BROWSER_UNUSED_KEYS) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = rewritingLoader(
  leanConfig,
  'lean-config: the generated config is no longer one exported JSON object; review plugins/lean-config',
);
module.exports.leanConfig = leanConfig;
module.exports.BROWSER_UNUSED_KEYS = BROWSER_UNUSED_KEYS;
