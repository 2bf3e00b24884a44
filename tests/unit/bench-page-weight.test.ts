import {describe, expect, it} from 'vitest';

import {crossOriginRenderBlocking} from '../../scripts/bench/pageWeight';

const SITE = 'http://127.0.0.1:4173';
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('render-blocking requests to another origin (bench)', () => {
  it('counts a blocking script on another origin, not a deferred, async or module one or one of the site', () => {
    const head = [
      '<script src="/assets/js/main.js"></script>',
      '<script src="https://cdn.example/blocking.js"></script>',
      '<script src="https://cdn.example/deferred.js" defer></script>',
      '<script src="https://cdn.example/async.js" async></script>',
      '<script type="module" src="https://cdn.example/module.js"></script>',
    ].join('');
    expect(crossOriginRenderBlocking(page(head), SITE)).toBe(1);
  });

  it('counts a stylesheet on another origin however its attributes are written, not a preload', () => {
    expect(crossOriginRenderBlocking(page('<link href=https://fonts.example/a.css rel=stylesheet>'), SITE)).toBe(1);
    expect(crossOriginRenderBlocking(page("<link REL='Stylesheet' href='https://fonts.example/a.css'>"), SITE)).toBe(1);
    expect(
      crossOriginRenderBlocking(page('<link rel="preload" href="https://fonts.example/a.woff2" as="font">'), SITE),
    ).toBe(0);
    expect(crossOriginRenderBlocking(page('<link rel="stylesheet" href="/assets/css/styles.css">'), SITE)).toBe(0);
  });

  it('ignores tags in comments and in text', () => {
    const body = [
      '<!-- <script src="https://cdn.example/commented-out.js"></script> -->',
      '<pre><code>&lt;script src="https://cdn.example/in-text.js"&gt;&lt;/script&gt;</code></pre>',
    ].join('');
    expect(crossOriginRenderBlocking(page('', body), SITE)).toBe(0);
  });
});
