/**
 * Where the plain Markdown copy of a page is served: its URL plus `.md`.
 * Kept apart from the export (markdownExport.ts), which parses MDX at build
 * time, so the page code that links the copy imports no parser.
 */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/$/, '')}.md`;
}
