// Rspack loader for Docusaurus's generated route table (see index.ts). Each
// `component: ComponentCreator('/path', 'hash')` becomes a getter; the
// component it creates is kept by route key, so every read returns the same
// component and React never remounts a page. The not-found route's one-argument
// call stays as it is.
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

const QUOTED = String.raw`'(?:[^'\\]|\\.)*'`;
const CREATOR_CALL = new RegExp(String.raw`component: ComponentCreator\(\s*(${QUOTED}),\s*(${QUOTED}),?\s*\)`, 'g');
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

const ON_FIRST_READ = `
const createdComponents = new Map();
function routeComponent(path, hash) {
  const key = path + '-' + hash;
  let component = createdComponents.get(key);
  if (component === undefined) {
    component = ComponentCreator(path, hash);
    createdComponents.set(key, component);
  }
  return component;
}
`;

function lazyRoutes(source) {
  if (!source.includes(CREATOR_IMPORT)) return null;
  let calls = 0;
  const lazy = source.replace(CREATOR_CALL, (_call, path, hash) => {
    calls += 1;
    return `get component() { return routeComponent(${path}, ${hash}); }`;
  });
  if (calls === 0) return null;
  return lazy.replace(CREATOR_IMPORT, CREATOR_IMPORT + ON_FIRST_READ);
}

module.exports = rewritingLoader(
  lazyRoutes,
  'lazy-routes: no ComponentCreator call matched; the route table format changed, review plugins/lazy-routes',
);
module.exports.lazyRoutes = lazyRoutes;
