import {parse, type HTMLElement} from 'node-html-parser';
import {parse as parseDocument, serialize} from 'parse5';

/**
 * A page as the server sends it, parsed the way a browser parses HTML
 * (parse5 follows the HTML standard, so minified markup without optional
 * end tags reads as in Chromium) and then queried with CSS selectors.
 * No scripts run: this is what a reader gets before hydration, and what
 * search engines and link previews read.
 */
export function parseServedHtml(html: string): HTMLElement {
  return parse(serialize(parseDocument(html)));
}
