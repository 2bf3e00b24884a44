// The shape of the lean-* plugins' Rspack loaders: `rewrite` returns the new
// source, or null when the file no longer has the shape it rewrites; then the
// build fails with `message` (bundling the file as it is would silently undo
// the saving).
const {UpstreamShapeError} = require('./errors.cjs');

module.exports = function rewritingLoader(rewrite, message) {
  return function loader(source) {
    const rewritten = rewrite(source);
    if (rewritten === null) throw new UpstreamShapeError(message);
    return rewritten;
  };
};
