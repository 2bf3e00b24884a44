/**
 * What the Markdown copy of the finder's page says in place of the finder,
 * which reads the chains live and so has no static text.
 */
export const POSITION_FINDER_MARKDOWN = [
  '> The position finder runs on the web page: open it and paste an address or ENS name.',
  '> From code, see [Find positions](/developers/v3/find-positions); an assistant with the docs MCP server can call its `get_positions` tool.',
].join('\n');
