import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';

import {GLOBAL_STYLESHEET_TEST} from '../../plugins/lazy-css';
import {connectOrigins} from '../../plugins/hosting';
import {nginxHeaders, netlifyHeaders} from '../../plugins/hosting/hostFiles';
import {inlineScriptHashes} from '../../plugins/hosting/inlineScripts';
import rehypeKatexCss, {KATEX_CSS_MODULE, KATEX_STYLESHEET_PATH} from '../../plugins/katex-css';
import {siteNetworks, viemChain} from '../../src/chain/networks';
import {CHAIN, chainRpcEnvVar, VAULT_CHAIN_IDS} from '../../src/config/chain';
import {readEnv} from '../../src/config/env';
import type {SearchSiteConfig} from '../../src/config/siteSettings';
import {DOCS_AREAS} from '../../src/config/areas';
import {AGENT_API} from '../../src/agents/api';
import {
  ALGOLIA_ORIGINS,
  API_PREFIX,
  CACHE_CONTROL,
  CHARSET,
  contentSecurityPolicy,
  contentType,
  MEDIA_TYPES,
  securityHeaders,
} from '../../src/config/hosting';
import {SOCIAL_CARD, socialCardPath} from '../../src/config/seo';
import {localSiteConfig} from '../../scripts/support/nginx';

const ROOT = path.resolve(__dirname, '../..');
const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

describe('inline script hashes for the CSP', () => {
  it('hashes inline scripts exactly as written, and skips external scripts and JSON data', () => {
    const html =
      '<script>a()</script><script src=/x.js defer></script><script type="application/ld+json">{"a":1}</script><script data-x=1>b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy({scriptHashes: ['sha256-abc'], connectOrigins: ['https://rpc.example']});

  it('allows scripts from the site and the hashed inline scripts only', () => {
    expect(csp).toMatch(/script-src 'self' 'sha256-abc'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the page fetch its own origin and the configured ones, and forbids framing', () => {
    expect(csp).toContain("connect-src 'self' https://rpc.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows exactly the RPC origin of each chain read live, from the build settings, and Algolia origins in Algolia mode', () => {
    const origins = (env: NodeJS.ProcessEnv, search?: SearchSiteConfig) =>
      connectOrigins({networks: siteNetworks(readEnv(env)), search});
    const publicOrigins = VAULT_CHAIN_IDS.filter((id) => id !== 1).map(
      (id) => new URL(viemChain(id).rpcUrls.default.http[0]!).origin,
    );
    expect(origins({})).toEqual([new URL(CHAIN.publicRpcUrl).origin, ...publicOrigins]);
    expect(origins({YEARN_PROVIDER_KEY: 'k'})[0]).toBe(new URL(CHAIN.providerUrlPrefix).origin);
    // Per-chain overrides replace that chain's public RPC, and nothing else; chains sharing an origin list it once.
    expect(
      origins({YEARN_RPC_URL: 'http://127.0.0.1:18545/', YEARN_RPC_URL_747474: 'http://127.0.0.1:18554/rpc'}),
    ).toEqual([
      'http://127.0.0.1:18545',
      ...publicOrigins.map((origin) =>
        origin === new URL(viemChain(747474).rpcUrls.default.http[0]!).origin ? 'http://127.0.0.1:18554' : origin,
      ),
    ]);
    const local = Object.fromEntries(
      VAULT_CHAIN_IDS.map((id) => [id === 1 ? 'YEARN_RPC_URL' : chainRpcEnvVar(id), 'http://127.0.0.1:9000/']),
    );
    expect(origins(local)).toEqual(['http://127.0.0.1:9000']);
    const search: SearchSiteConfig = {mode: 'algolia', appId: 'A', apiKey: 'K', indexName: 'i'};
    expect(origins(local, search)).toEqual(['http://127.0.0.1:9000', ...ALGOLIA_ORIGINS]);
    const csp = contentSecurityPolicy({scriptHashes: [], connectOrigins: origins(local)});
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9000;");
  });

  it('allows the data and price services the position finder reads, their defaults or the origins set', () => {
    const origins = (env: NodeJS.ProcessEnv) => {
      const settings = readEnv(env);
      return connectOrigins({networks: siteNetworks(settings), dataServiceOrigins: settings.dataServiceOrigins});
    };
    const local = {YEARN_RPC_URL: 'http://127.0.0.1:9000/'};
    const defaults = origins(
      Object.fromEntries(
        VAULT_CHAIN_IDS.map((id) => [id === 1 ? 'YEARN_RPC_URL' : chainRpcEnvVar(id), 'http://127.0.0.1:9000/']),
      ),
    );
    expect(defaults).toEqual(['http://127.0.0.1:9000', 'https://kong.yearn.fi', 'https://ydaemon.yearn.fi']);
    const set = origins({
      ...local,
      YEARN_DATA_API_URL: 'https://kong.example.org/api/',
      YEARN_PRICE_API_URL: 'http://127.0.0.1:9000/prices',
    });
    // The RPC's origin is listed once, though the price service shares it.
    expect(set.filter((origin) => origin === 'http://127.0.0.1:9000')).toHaveLength(1);
    expect(set.at(-1)).toBe('https://kong.example.org');
    const csp = contentSecurityPolicy({scriptHashes: [], connectOrigins: set});
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/kong\.example\.org(;| )/);
    expect(csp).not.toContain('/api');
  });
});

describe('host configuration files', () => {
  const security = securityHeaders("default-src 'self'");

  it('nginx includes send every header on every status, with the cache class asked for', () => {
    const immutable = nginxHeaders(security, 'immutable');
    const lines = immutable.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toHaveLength(Object.keys(security).length + 1);
    for (const line of lines) expect(line).toMatch(/ always;$/);
    expect(immutable).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    expect(nginxHeaders(security, 'revalidate')).toContain(
      `add_header Cache-Control "${CACHE_CONTROL.revalidate}" always;`,
    );
  });

  it('Netlify headers name Cache-Control once, for hashed assets (Netlify merges matching rules)', () => {
    const headers = netlifyHeaders(security);
    expect(headers.match(/Cache-Control/g)).toHaveLength(1);
    expect(headers).toContain(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
    expect(headers).toContain("/*\n  Content-Security-Policy: default-src 'self'");
  });

  it('files for assistants get their content types on both hosts, and the JSON open CORS', () => {
    const headers = netlifyHeaders(security);
    expect(headers).toContain(
      `${API_PREFIX}*\n  Content-Type: ${contentType(MEDIA_TYPES.json)}\n  Access-Control-Allow-Origin: *`,
    );
    expect(headers).toContain(`${AGENT_API.skill}\n  Content-Type: ${contentType(MEDIA_TYPES.markdown)}`);
    expect(AGENT_API.addresses.startsWith(API_PREFIX) && AGENT_API.contracts.startsWith(API_PREFIX)).toBe(true);
    const nginx = fs.readFileSync(path.join(ROOT, 'deploy/nginx/yearn-docs.conf'), 'utf8');
    const location = (pattern: string) =>
      new RegExp(`location ${pattern} \\{([^}]*types \\{ \\}[^}]*)\\}`).exec(nginx)?.[1] ?? '';
    const api = location(`\\^~ ${API_PREFIX.replace(/\//g, '\\/')}`);
    expect(nginx).toContain(`charset ${CHARSET};`);
    expect(api).toContain(`default_type ${MEDIA_TYPES.json};`);
    expect(api).toContain(`charset_types ${MEDIA_TYPES.json};`);
    expect(api).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(api).toContain('nginx-revalidate.conf;');
    const markdown = location('~ \\\\.md\\$');
    expect(markdown).toContain(`default_type ${MEDIA_TYPES.markdown};`);
    expect(markdown).toContain(`charset_types ${MEDIA_TYPES.markdown};`);
  });

  it('the deploy nginx config runs locally with the build folder and a loopback port', () => {
    const config = localSiteConfig('/tmp/site', 4399);
    expect(config).toContain('listen 127.0.0.1:4399;');
    expect(config).toContain('root /tmp/site;');
    expect(config).toContain('include /tmp/site/_hosting/nginx-immutable.conf;');
    expect(config).not.toContain('/srv/yearn-docs');
    expect(config).not.toContain('[::]');
  });
});

describe('stylesheets that load with their code', () => {
  it('keeps KaTeX, uPlot and the DocSearch modal CSS out of the global stylesheet', () => {
    expect(GLOBAL_STYLESHEET_TEST.test('/site/node_modules/katex/dist/katex.min.css')).toBe(false);
    expect(GLOBAL_STYLESHEET_TEST.test('/site/node_modules/uplot/dist/uPlot.min.css')).toBe(false);
    expect(GLOBAL_STYLESHEET_TEST.test('/site/node_modules/@docsearch/css/dist/modal.css')).toBe(false);
    expect(GLOBAL_STYLESHEET_TEST.test('/site/node_modules/@docsearch/css/dist/button.css')).toBe(true);
    expect(GLOBAL_STYLESHEET_TEST.test('/site/src/css/custom.css')).toBe(true);
  });

  it('a page imports the KaTeX stylesheet only when it renders math', () => {
    const page = (className: string): Root => ({
      type: 'root',
      children: [{type: 'element', tagName: 'span', properties: {className: [className]}, children: []}],
    });
    const withMath = page('katex');
    const withoutMath = page('note');
    rehypeKatexCss()(withMath);
    rehypeKatexCss()(withoutMath);
    expect(withMath.children[0]).toMatchObject({type: 'mdxjsEsm', value: `import '${KATEX_CSS_MODULE}';`});
    // And links the build's copy in the page's head, for the server-rendered HTML.
    expect(withMath.children[1]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      children: [
        {
          name: 'link',
          attributes: [
            {name: 'rel', value: 'stylesheet'},
            {name: 'href', value: `/${KATEX_STYLESHEET_PATH}`},
          ],
        },
      ],
    });
    expect(KATEX_STYLESHEET_PATH).toMatch(/^assets\/katex-\d+\.\d+\.\d+\/katex\.min\.css$/);
    expect(withoutMath.children).toHaveLength(1);
  });
});

describe('link-preview images', () => {
  const cards = [SOCIAL_CARD.defaultName, ...DOCS_AREAS.map((area) => area.id)] as const;

  it.each(cards)('%s has a committed PNG card of the Open Graph size', (name) => {
    const png = fs.readFileSync(path.join(ROOT, 'static', socialCardPath(name)));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
  });
});
