import {describe, expect, it} from 'vitest';
import {systemToolPath} from '../../src/config/systemTools';

import {DATA_SERVICES} from '../../src/config/dataServices';
import {InvalidEnvError, readEnv} from '../../src/config/env';
import {parseSiteSettings} from '../../src/config/siteSettings';
import {BENCH_BUILD_ENV} from '../../scripts/bench/build';

describe('readEnv', () => {
  it('uses public defaults when nothing is set', () => {
    const env = readEnv({NODE_ENV: 'production'});
    expect(env.providerKey).toBeUndefined();
    expect(env.rpcUrl).toBeUndefined();
  });

  it('reads the documented variables and trims them', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      YEARN_PROVIDER_KEY: '  abc123 ',
      YEARN_RPC_URL: 'http://127.0.0.1:8545/',
    });
    expect(env.providerKey).toBe('abc123');
    expect(env.rpcUrl).toBe('http://127.0.0.1:8545');
  });

  it('reads YEARN_RPC_URL_<chain id> for the chains read live other than mainnet, and rejects a bad one by name', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      YEARN_RPC_URL_8453: 'http://127.0.0.1:18552/',
      YEARN_RPC_URL_747474: ' https://katana.example.org ',
      // Fantom: no V3 deployment, but the position finder searches its V2 registry.
      YEARN_RPC_URL_250: 'http://fantom.example/',
      // BNB Chain: no Yearn registry in the address book, so not read.
      YEARN_RPC_URL_56: 'http://x.example',
    });
    expect(env.chainRpcUrls).toEqual({
      8453: 'http://127.0.0.1:18552',
      747474: 'https://katana.example.org',
      250: 'http://fantom.example',
    });
    expect(readEnv({NODE_ENV: 'production'}).chainRpcUrls).toEqual({});
    expect(() => readEnv({YEARN_RPC_URL_10: 'ws://x'})).toThrow(/YEARN_RPC_URL_10/);
  });

  it('builds e2e probes only when YEARN_E2E_PROBES=1', () => {
    expect(readEnv({NODE_ENV: 'production'}).e2eProbes).toBe(false);
    expect(readEnv({NODE_ENV: 'production', YEARN_E2E_PROBES: '0'}).e2eProbes).toBe(false);
    expect(readEnv({NODE_ENV: 'production', YEARN_E2E_PROBES: ' 1 '}).e2eProbes).toBe(true);
  });

  it('draws diagrams with the Chromium found on the machine unless YEARN_CHROMIUM_PATH names another by an absolute path', () => {
    expect(readEnv({NODE_ENV: 'production'}).chromiumPath).toBe(systemToolPath('chromium', {}));
    expect(readEnv({NODE_ENV: 'production', YEARN_CHROMIUM_PATH: ' /usr/bin/google-chrome '}).chromiumPath).toBe(
      '/usr/bin/google-chrome',
    );
    expect(() => readEnv({YEARN_CHROMIUM_PATH: 'chrome'})).toThrow(
      /YEARN_CHROMIUM_PATH="chrome" is invalid: must be an absolute path/,
    );
  });

  it('treats empty values as unset', () => {
    const env = readEnv({NODE_ENV: 'production', YEARN_PROVIDER_KEY: '', YEARN_RPC_URL: '   '});
    expect(env.providerKey).toBeUndefined();
    expect(env.rpcUrl).toBeUndefined();
  });

  it('rejects a URL that is not http(s), naming the variable', () => {
    expect(() => readEnv({YEARN_RPC_URL: 'not a url'})).toThrow(InvalidEnvError);
    expect(() => readEnv({YEARN_RPC_URL: 'ftp://example.org'})).toThrow(/YEARN_RPC_URL.*http:\/\/ or https:\/\//);
  });

  it('reads the git branch for development builds only', () => {
    expect(readEnv({NODE_ENV: 'production'}).gitBranch).toBeUndefined();
    const dev = readEnv({NODE_ENV: 'development'});
    expect(dev.isDevelopment).toBe(true);
    // This test runs inside the repository's git checkout.
    expect(dev.gitBranch).toMatch(/\S+/);
  });

  it('uses the local search index unless Algolia is configured', () => {
    expect(readEnv({}).search).toEqual({mode: 'local', indexName: 'yearn-docs'});
    expect(readEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'}).search).toEqual({
      mode: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'yearn-docs',
    });
  });

  it('stops the build when Algolia is half configured', () => {
    expect(() => readEnv({ALGOLIA_API_KEY: 'key'})).toThrow('app id is missing');
    expect(() => readEnv({ALGOLIA_APP_ID: 'APP'})).toThrow('api key is missing');
    expect(() => readEnv({ALGOLIA_INDEX_NAME: 'docs'})).toThrow('app id is missing');
  });
  it("uses Yearn's public data and price services unless YEARN_DATA_API_URL or YEARN_PRICE_API_URL is set", () => {
    const defaults = readEnv({NODE_ENV: 'production'});
    expect(defaults.dataServices).toEqual({
      dataApiUrl: 'https://kong.yearn.fi',
      priceApiUrl: 'https://ydaemon.yearn.fi',
    });
    expect(defaults.dataServices).toEqual(DATA_SERVICES);
    expect(defaults.dataServiceOrigins).toEqual(['https://kong.yearn.fi', 'https://ydaemon.yearn.fi']);
    const set = readEnv({
      NODE_ENV: 'production',
      YEARN_DATA_API_URL: ' http://127.0.0.1:4000/kong/ ',
      YEARN_PRICE_API_URL: 'https://prices.example.org',
    });
    expect(set.dataServices).toEqual({
      dataApiUrl: 'http://127.0.0.1:4000/kong',
      priceApiUrl: 'https://prices.example.org',
    });
    expect(set.dataServiceOrigins).toEqual(['http://127.0.0.1:4000', 'https://prices.example.org']);
    // Two variables on one origin list it once; an empty value is unset.
    expect(
      readEnv({YEARN_DATA_API_URL: 'https://data.example/a', YEARN_PRICE_API_URL: 'https://data.example/b'})
        .dataServiceOrigins,
    ).toEqual(['https://data.example']);
    expect(readEnv({YEARN_PRICE_API_URL: ' '}).dataServices.priceApiUrl).toBe(DATA_SERVICES.priceApiUrl);
  });

  it.each(['YEARN_DATA_API_URL', 'YEARN_PRICE_API_URL'])('refuses a %s that is not an http(s) URL, by name', (name) => {
    for (const value of ['ftp://kong.example', 'kong.yearn.fi', 'javascript:alert(1)']) {
      expect(() => readEnv({[name]: value})).toThrow(InvalidEnvError);
      expect(() => readEnv({[name]: value})).toThrow(
        `Environment variable ${name}=${JSON.stringify(value)} is invalid`,
      );
    }
  });

  it('passes the data services to browser code through the site settings', () => {
    const env = readEnv({YEARN_DATA_API_URL: 'http://127.0.0.1:4000'});
    const settings = parseSiteSettings({search: env.search, buildTimeSeconds: 0, dataServices: env.dataServices});
    expect(settings.dataServices).toEqual({
      dataApiUrl: 'http://127.0.0.1:4000',
      priceApiUrl: 'https://ydaemon.yearn.fi',
    });
    expect(() =>
      parseSiteSettings({
        search: env.search,
        buildTimeSeconds: 0,
        dataServices: {dataApiUrl: 'file:///etc/passwd', priceApiUrl: DATA_SERVICES.priceApiUrl},
      }),
    ).toThrow(/dataServices\.dataApiUrl/);
  });
});

describe('the MDX timing of the bench', () => {
  it('is off in a normal build and on in the bench build', () => {
    expect(readEnv({}).mdxTiming).toBe(false);
    expect(readEnv({...BENCH_BUILD_ENV}).mdxTiming).toBe(true);
  });
});
