// Preloaded by `npm run build` and `npm start` (node --require): Docusaurus loads the site config through
// jiti, which compiles every ES module package the config imports to CommonJS with Babel (the remark, rehype
// and micromark families, parse5, KaTeX, acorn; some 360 files). Its cache under /tmp is empty on a fresh
// clone, so CI and every deploy paid about 3 s for it. Where Node can require() an ES module itself (20.19 and
// later), jiti is told to leave those packages to Node: JITI_NATIVE_MODULES, read when jiti loads, lists
// every package of node_modules whose package.json says "type": "module". TypeScript files are still jiti's.
const fs = require('node:fs');
const path = require('node:path');

function esmPackages(nodeModules) {
  const names = [];
  for (const entry of fs.readdirSync(nodeModules)) {
    const packages = entry.startsWith('@')
      ? fs.readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of packages) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8'));
        if (manifest.type === 'module') names.push(name);
      } catch {
        // Not a package (.bin, .cache, a stray file).
      }
    }
  }
  return names;
}

if (process.features.require_module && process.env.JITI_NATIVE_MODULES === undefined) {
  process.env.JITI_NATIVE_MODULES = JSON.stringify(esmPackages(path.join(__dirname, '..', 'node_modules')));
}
