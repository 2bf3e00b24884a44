// The build's error when a Docusaurus file that a plugin rewrites or replaces
// no longer has the shape the plugin expects: the build stops instead of
// shipping the file unchanged (UPSTREAM.md lists each place).
class UpstreamShapeError extends Error {
  /**
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = 'UpstreamShapeError';
  }
}

module.exports = {UpstreamShapeError};
