// The shape of the lean-* plugins' Rspack loaders: `rewrite` returns the new
// source, or null when the file no longer has the shape it rewrites; then
// the build warns with `warning` and the file is bundled as it is.
module.exports = function rewritingLoader(rewrite, warning) {
  return function loader(source) {
    const rewritten = rewrite(source);
    if (rewritten !== null) return rewritten;
    this.emitWarning(new Error(warning));
    return source;
  };
};
