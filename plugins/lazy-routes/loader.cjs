// Rspack loader for Docusaurus's generated route table (see index.ts). Each
// route's `component: ComponentCreator('/path', 'hash')` becomes a getter; the
// component it creates is kept by route key, so every read returns the same
// component and React never remounts a page. The not-found route's one-argument
// call stays as it is.
const rewritingLoader = require('../client-rewrite/rewritingLoader.cjs');

const QUOTED = String.raw`'(?:[^'\\]|\\.)*'`;
// A route's `path` comes right before its `component`, with the same string
// (\1), so the getter reads it from the route instead of repeating it.
const ROUTE_COMPONENT = new RegExp(
  String.raw`path: (${QUOTED}),(\s*)component: ComponentCreator\(\s*\1,\s*(${QUOTED}),?\s*\)`,
  'g',
);
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
  const lazy = source.replace(ROUTE_COMPONENT, (_route, path, space, hash) => {
    calls += 1;
    return `path: ${path},${space}get component() { return routeComponent(this.path, ${hash}); }`;
  });
  if (calls === 0) return null;
  return lazy.replace(CREATOR_IMPORT, CREATOR_IMPORT + ON_FIRST_READ);
}

module.exports = rewritingLoader(
  lazyRoutes,
  'lazy-routes: no ComponentCreator call matched; the route table format changed, review plugins/lazy-routes',
);
module.exports.lazyRoutes = lazyRoutes;
