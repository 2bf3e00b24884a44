/** Limits and names of the MCP server, each defined once. */
export const MCP = {
  serverName: 'yearn-docs',
  /** Time allowed for one file from a deployed site. */
  siteTimeoutMs: 15_000,
  /** Longest page path or URL read_page accepts. */
  maxPathChars: 512,
  /** Longest name, ENS name or address get_address and get_contract accept. */
  maxNameChars: 128,
  /** Search results per call: default and most. */
  defaultResults: 8,
  maxResults: 25,
  /** Pages suggested when a path does not exist. */
  closestPages: 5,
  /** Address entries returned at most for one query. */
  maxAddresses: 20,
} as const;
