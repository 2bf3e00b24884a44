/**
 * The inline scripts Docusaurus writes into the built HTML (the color-mode
 * and announcement-bar init script), as CSP `sha256-` sources. Read from the
 * output, so a Docusaurus upgrade that changes them changes the policy too.
 *
 * A pattern, not an HTML parser: parse5 finds the same three scripts but took
 * 12 to 15 s over the 441 built pages (24 MB), the pattern some 25 ms. A script
 * the pattern missed would be blocked, which the hosting e2e test's
 * zero-violation page loads catch; an extra hash only allows text the site
 * itself wrote.
 */
import crypto from 'node:crypto';

/** Inline `<script>` bodies; JSON data blocks are not executed, so CSP ignores them. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /type=["']?application\/(ld\+)?json/;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => body!.length > 0 && !DATA_BLOCK.test(attributes!))
    .map(([, , body]) => `sha256-${crypto.createHash('sha256').update(body!, 'utf8').digest('base64')}`);
}
