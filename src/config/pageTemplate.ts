/**
 * The HTML template of every built page: Docusaurus's own, except that the
 * page's bundles are fetched and run after the browser has painted the page,
 * not as deferred scripts in the head.
 *
 * Why: a deferred script runs as soon as the document is parsed, and when the
 * bundle is already there (a returning visitor's cache, a fast link) the
 * browser runs it before its first paint. On a slowed phone the main bundle's
 * evaluation then held back the first paint of the server-rendered text by
 * about 250 ms, and Lighthouse, which simulates the download of every request
 * that started before the largest paint, put the page's largest paint behind
 * the whole bundle's download (YIP index and address page: 2.1 to 2.9 s
 * against 0.9 to 1.3 s). The price: on a slow link the bundles start
 * downloading one paint later, so the page becomes interactive that much
 * later; it reads, scrolls and follows links as plain HTML meanwhile.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Docusaurus 3.8.1's loop that writes one deferred `<script>` per bundle. */
const DEFERRED_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

const BODY_END = '  </body>';

/**
 * Appends the bundles in order (`async = false` keeps it) once the page has
 * painted: a timer set from an animation frame runs after that frame is drawn.
 * A hidden page (a background tab) paints nothing until shown, so it loads at once.
 */
export const LOAD_AFTER_PAINT =
  '(function(scripts){function load(){scripts.forEach(function(src){var s=document.createElement("script");' +
  's.src=src;s.async=false;document.head.appendChild(s)})}' +
  'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(load,0)});else load()})';

/** The bundles' URLs as a JSON array, written by the template for this page. */
const SCRIPT_URLS = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';

/** Docusaurus's template with its deferred scripts replaced by the after-paint loader at the end of the body. */
export function paintFirstTemplate(template: string = docusaurusTemplate): string {
  if (!template.includes(DEFERRED_SCRIPTS) || !template.includes(BODY_END)) {
    // An upgrade changed the template: fail the build rather than ship pages with no scripts or scripts twice.
    throw new Error(
      "pageTemplate: Docusaurus's SSG template no longer has the deferred-script loop this site replaces",
    );
  }
  return template
    .replace(DEFERRED_SCRIPTS, '')
    .replace(BODY_END, `    <script>${LOAD_AFTER_PAINT}(${SCRIPT_URLS})</script>\n${BODY_END}`);
}
