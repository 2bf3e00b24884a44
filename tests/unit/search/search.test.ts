import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';

import {SEARCH} from '../../../src/config/search';
import {buildIndex} from '../../../src/search/buildIndex';
import {
  docSearchDisplayOrder,
  docSearchGroupKey,
  drawsTheSame,
  keepRankOrder,
  showArea,
  type DrawnHit,
} from '../../../src/search/display';
import {compactIndex, CompactIndexError, expandIndex, type CompactIndex} from '../../../src/search/compactIndex';
import {sectionsFromRows, storedAnchor, type SectionRow} from '../../../src/search/indexOptions';
import {decodeNumbers, encodeNumbers, NumberTextError} from '../../../src/search/varint';
import {STATIC_HTML} from '../../../src/config/staticHtml';
import {extractRecords} from '../../../src/search/extractRecords';
import {escapeHtml, highlight, snippet, unescapeHtml} from '../../../src/search/highlight';
import {loadIndexFromJson, searchLocalIndex} from '../../../src/search/localClient';
import {readQueryParam} from '../../../src/search/queryParam';
import type {SerializedSearchIndex} from '../../../src/search/types';

const PAGE = `<!doctype html><html><body><nav>Navbar noise</nav><article>
<div class="theme-doc-markdown markdown"><header><h1>Yearn V3 vault</h1></header>
<p>Vaults hold deposits and lend them to strategies.</p>
<h2 id="depositing">Depositing<a class="hash-link" href="#depositing">\u200b</a></h2>
<p>Call <code>deposit(assets, receiver)</code> to receive shares &lt;safely&gt;.</p>
<table><tr><td>Field</td><td>Meaning</td></tr><tr><td>maxLoss</td><td>Basis points</td></tr></table>
<h3 id="limits">Limits</h3><p>The deposit limit caps total assets.</p>
<h2 id="withdrawing">Withdrawing</h2><p>Redeem shares for the underlying asset.</p>
<div class="docusaurus-mermaid-container">graph TD; A-->B</div>
</div></article></body></html>`;

const GLOSSARY = `<article><div class="theme-doc-markdown markdown"><header><h1>DeFi glossary</h1></header>
<h2 id="apy">APY</h2><p>Annual percentage yield includes compounding.</p></div></article>`;

function fixtureIndex(): SerializedSearchIndex {
  const records = [
    ...extractRecords(PAGE, {
      url: '/developers/v3/vaults',
      lvl0: 'Dev Docs',
      language: 'en',
      docusaurusTag: 'docs-docs-developers-current',
    }),
    ...extractRecords(GLOSSARY, {
      url: '/resources/defi-glossary',
      lvl0: 'Resources',
      language: 'en',
      docusaurusTag: 'docs-docs-resources-current',
    }),
  ];
  return JSON.parse(JSON.stringify(buildIndex(records))) as SerializedSearchIndex;
}

describe('extractRecords', () => {
  const records = extractRecords(PAGE, {url: '/d/v', lvl0: 'Dev Docs', language: 'en', docusaurusTag: 't'});

  it('makes a page record, then a heading and a content record per section', () => {
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/d/v'],
      ['content', '/d/v'],
      ['lvl2', '/d/v#depositing'],
      ['content', '/d/v#depositing'],
      ['lvl3', '/d/v#limits'],
      ['content', '/d/v#limits'],
      ['lvl2', '/d/v#withdrawing'],
      ['content', '/d/v#withdrawing'],
    ]);
  });

  it('keeps the heading hierarchy and resets deeper levels', () => {
    expect(records[4]!.hierarchy).toMatchObject({
      lvl0: 'Dev Docs',
      lvl1: 'Yearn V3 vault',
      lvl2: 'Depositing',
      lvl3: 'Limits',
    });
    expect(records[6]!.hierarchy).toMatchObject({lvl2: 'Withdrawing', lvl3: null});
  });

  it('reads text only: no anchors, no diagrams, table cells kept apart, entities decoded', () => {
    expect(records[2]!.hierarchy.lvl2).toBe('Depositing');
    expect(records[3]!.content).toContain('Field Meaning maxLoss Basis points');
    expect(records[3]!.content).toContain('shares <safely>');
    expect(records[7]!.content).not.toContain('graph TD');
    expect(records.every((record) => record.language === 'en' && record.docusaurus_tag === 't')).toBe(true);
  });

  it('reads the sections inside blocks of static HTML as if they were the article children', () => {
    // The same page with its plain Markdown in blocks of static HTML (plugins/static-body) around a widget.
    const blocks = PAGE.replace('<p>Vaults hold', `<div class="markdown ${STATIC_HTML.className}"><p>Vaults hold`)
      .replace('<table>', '</div><table>')
      .replace('<h3 id="limits">', `<div class="markdown ${STATIC_HTML.className}"><h3 id="limits">`)
      .replace('</div></article>', '</div></div></article>');
    const fromBlocks = extractRecords(blocks, {url: '/d/v', lvl0: 'Dev Docs', language: 'en', docusaurusTag: 't'});
    expect(fromBlocks).toEqual(records);
  });
});

describe('extractRecords on minified pages', () => {
  it('reads pages whose end tags the minifier left out: open nested sidebar lists, a form with a select', () => {
    const html =
      '<!doctype html><html><body><aside><nav aria-label="Docs sidebar"><ul><li><a href=/a>A</a><li><div><a href=/g>Governance</a></div><ul><li><a href=/v>veYFI</a><li><a href=/c>Calculator</a></ul></ul></nav></aside>' +
      '<main><article><div class="theme-doc-markdown markdown"><header><h1>veYFI calculator</h1></header><p>Estimates voting power.' +
      '<h2 id=calculator>Calculator</h2><div><label for=d>Duration</label><select id=d><option>1 week<option>4 years</select></div>' +
      '<h2 id=how>How it works</h2><p>Voting power decays linearly.</div></article></main></body></html>';
    const records = extractRecords(html, {
      url: '/contributing/governance/veyfi-calculator',
      lvl0: 'DAO Docs',
      language: 'en',
      docusaurusTag: 't',
    });
    expect(records[0]!.hierarchy.lvl1).toBe('veYFI calculator');
    expect(
      records.find((record) => record.hierarchy.lvl2 === 'How it works' && record.type === 'content')?.content,
    ).toBe('Voting power decays linearly.');
  });
});

describe('extractRecords on contract reference pages', () => {
  const info = {url: '/developers/smart-contracts/V3/VaultV3', lvl0: 'Dev Docs', language: 'en', docusaurusTag: 't'};

  it('keeps one record per heading with its notice, not declarations, tables or selectors', () => {
    const html = PAGE.replace(
      '<h3 id="limits">Limits</h3>',
      '<h3 id="limits">Limits</h3><p><strong>Mutability:</strong> <code>view</code> · <strong>Selector:</strong> <code>0x6e553f65</code></p>',
    );
    const records = extractRecords(html, {...info, scope: 'reference'});
    const limits = records.filter((r) => r.hierarchy.lvl3 === 'Limits');
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({
      type: 'lvl3',
      url: `${info.url}#limits`,
      content: 'The deposit limit caps total assets.',
    });
    const text = records.map((r) => r.content ?? '').join(' ');
    expect(text).not.toContain('maxLoss');
    expect(text).not.toContain('0x6e553f65');
  });

  it('keeps only the title and first section of a deprecated version', () => {
    const records = extractRecords(PAGE, {...info, scope: 'summary'});
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'content', 'lvl2', 'content', 'lvl3', 'content']);
    expect(records.some((r) => r.hierarchy.lvl2 === 'Withdrawing')).toBe(false);
  });
});

describe('local search', () => {
  const loaded = loadIndexFromJson(fixtureIndex());
  const search = (query: string, extra = {}) => searchLocalIndex(loaded, {query, ...extra});

  it('finds pages by prefix and with a typo', () => {
    for (const query of ['vaul', 'vualt', 'Vaults']) {
      const {hits} = search(query);
      expect(hits.length, query).toBeGreaterThan(0);
      expect(hits[0]!.hierarchy.lvl1, query).toBe('Yearn V3 vault');
    }
  });

  it('answers in the Algolia shape: one hit per page, its best section, highlighted and escaped', () => {
    const response = search('safely');
    expect(response).toMatchObject({nbHits: 1, page: 0, hitsPerPage: SEARCH.hitsPerPage});
    const hit = response.hits[0]!;
    expect(hit.url).toBe('/developers/v3/vaults#depositing');
    // DocSearch shows a lvl1 hit's lvl1 snippet as the main line and its content under it.
    expect(hit.type).toBe('lvl1');
    expect(hit.hierarchy).toMatchObject({lvl0: 'Dev Docs', lvl1: 'Yearn V3 vault', lvl2: 'Depositing', lvl3: null});
    expect(hit._snippetResult.hierarchy.lvl1!.value).toBe('Yearn V3 vault › Depositing');
    expect(hit.content).toContain('&lt;safely&gt;');
    expect(hit._highlightResult.content!.value).toContain('&lt;<mark>safely</mark>&gt;');
    expect(hit._highlightResult.hierarchy.lvl0!.value).toBe('Dev Docs');
    expect(response.queryID).toMatch(/^local-/);
  });

  it('shows the section holding most of the query, and a heading and its text are one hit', () => {
    const {hits} = search('deposit limit');
    expect(hits[0]!.url).toBe('/developers/v3/vaults#limits');
    expect(hits[0]!._snippetResult.hierarchy.lvl1!.value).toBe('Yearn V3 vault › <mark>Limits</mark>');
    expect(hits.filter((hit) => hit.url.startsWith('/developers/v3/vaults'))).toHaveLength(1);
    expect(search('compounding zebra').hits[0]!.hierarchy.lvl1).toBe('DeFi glossary');
  });

  it('applies contextual facet filters (AND of entries, OR inside arrays)', () => {
    const onlyResources = {facetFilters: ['language:en', ['docusaurus_tag:docs-docs-resources-current']]};
    expect(search('compounding', onlyResources).nbHits).toBe(1);
    expect(search('deposit', onlyResources).nbHits).toBe(0);
    expect(search('deposit', {facetFilters: ['language:fr']}).nbHits).toBe(0);
  });

  it('pages results and caps the query length', () => {
    const all = search('deposit').nbHits;
    expect(search('deposit', {hitsPerPage: 1}).hits).toHaveLength(1);
    expect(search('deposit', {hitsPerPage: 1, page: 1}).hits).toHaveLength(Math.min(1, all - 1));
    const huge = search('deposit '.repeat(2000));
    expect(huge.query.length).toBeLessThanOrEqual(SEARCH.maxQueryLength);
  });

  it('returns no hits, not an error, for empty or markup queries', () => {
    expect(search('').nbHits).toBe(0);
    expect(() => search('<script>alert(1)</script>')).not.toThrow();
  });

  it('snippets content to the requested number of words', () => {
    const hit = search('underlying', {attributesToSnippet: ['content:3']}).hits[0]!;
    expect(hit._snippetResult.content!.value).toBe('… the <mark>underlying</mark> asset.');
  });
});

describe('local search ranking', () => {
  const page = (url: string, title: string, body: string, lvl0 = 'Dev Docs') =>
    extractRecords(
      `<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>`,
      {
        url,
        lvl0,
        language: 'en',
        docusaurusTag: 't',
      },
    );
  const loaded = loadIndexFromJson(
    JSON.parse(
      JSON.stringify(
        buildIndex([
          ...page('/guides/strategy', 'Strategy writing guide', '<p>How to build one for a Yearn vault.</p>'),
          ...page(
            '/releases',
            'Releases',
            '<h2 id="notes">Notes</h2><p>Strategy changes, a vault fix and how to write tests for Yearn.</p>',
          ),
          ...page('/learn', 'Learn DeFi', '<p>Learn how lending works.</p>'),
          ...page('/guides/withdraw', 'Withdrawing', '<p>Redeem shares at any time.</p>'),
          ...page(
            '/staking',
            'Staking YFI with stYFI',
            '<h2 id="rewards">Rewards</h2><p>stYFI earns rewards weekly.</p>',
          ),
          ...page(
            '/veyfi',
            'veYFI mechanism',
            '<h2 id="rewards">Rewards</h2><p>veYFI earned rewards and dYFI.</p>',
            'DAO Docs',
          ),
          ...page(
            '/contributing/governance/yips/yip-99',
            'YIP-99: Rewards for the multisig',
            '<p>Pay multisig rewards to the multisig signers: rewards for signers, every week.</p>',
          ),
          ...page('/security/multisig', 'Yearn multisigs', '<p>The multisig signers and their rewards policy.</p>'),
          ...page(
            '/reference/VaultV3',
            'VaultV3',
            '<h3 id="process_report">process_report</h3><p>Records the gain or loss of a strategy.</p>',
          ),
          ...page(
            '/reference/Keeper',
            'Keeper',
            '<h3 id="process_report">process_report</h3><p>Calls process_report on a vault for its keeper.</p>',
          ),
        ]),
      ),
    ) as SerializedSearchIndex,
  );
  const pages = (query: string) => searchLocalIndex(loaded, {query}).hits.map((hit) => hit.url.split('#')[0]);

  it('ranks the page about the question above a section that holds every word', () => {
    expect(pages('how do I write a strategy for a yearn vault')[0]).toBe('/guides/strategy');
  });

  it('ignores question and filler words', () => {
    expect(pages('how do I write a strategy for a yearn vault')).toEqual(pages('write strategy yearn vault'));
    expect(pages('why does my staking earn')).toEqual(pages('staking earn'));
  });

  it('keeps results while a word that starts like a question word is typed', () => {
    // "with" alone is a filler word; typed last with nothing else left, it is the start of "withdraw".
    expect(pages('how do I with')).toEqual(['/guides/withdraw']);
    expect(pages('how do I withd')).toEqual(['/guides/withdraw']);
    // Typed to its end, and beside other words, it is a filler word again.
    expect(pages('how do I with ')).toEqual([]);
    expect(pages('staking with')).toEqual(pages('staking'));
  });

  it('matches a word exactly before any misspelling: yearn is not learn, stYFI is not veYFI', () => {
    expect(pages('yearn')).not.toContain('/learn');
    expect(pages('stYFI rewards')[0]).toBe('/staking');
    expect(pages('stYFI')).not.toContain('/veyfi');
    // A word the index lacks is looked up with typos.
    expect(pages('strategy writting')[0]).toBe('/guides/strategy');
  });

  it('keeps the ranking in the modal: DocSearch groups runs of one area, not every hit of an area', () => {
    const {hits} = searchLocalIndex(loaded, {query: 'rewards'});
    const areas = hits.map((hit) => hit.hierarchy.lvl0);
    expect(areas).toContain('DAO Docs');
    expect(areas.indexOf('DAO Docs')).toBeLessThan(areas.lastIndexOf('Dev Docs'));
    const keyed = keepRankOrder(hits, SEARCH.maxHitsPerGroup);
    expect(docSearchDisplayOrder(keyed, SEARCH.maxHitsPerGroup).map((hit) => hit.url)).toEqual(
      hits.map((hit) => hit.url),
    );
    // Each group is headed by its area, from the hits the modal shows.
    expect(keyed.map((hit) => docSearchGroupKey(showArea(hit)))).toEqual(areas);
    // A later run of an area is keyed by its first page's title: DocSearch offers keys as searches.
    expect(new Set(keyed.map(docSearchGroupKey)).size).toBeGreaterThan(new Set(areas).size);
  });

  it('writes no invisible characters in hits, group keys or headers', () => {
    const invisible = /[\u200b-\u200d\u2060\ufeff]/;
    for (const query of ['rewards', 'multisig', 'stYFI', 'vault']) {
      const {hits} = searchLocalIndex(loaded, {query});
      expect(JSON.stringify(hits), query).not.toMatch(invisible);
      const keyed = keepRankOrder(hits, SEARCH.maxHitsPerGroup);
      for (const hit of keyed) {
        expect(docSearchGroupKey(hit), query).not.toMatch(invisible);
        expect(docSearchGroupKey(showArea(hit)), query).not.toMatch(invisible);
      }
    }
  });

  it('starts a new group after a full one, so a long run of one area keeps its order too', () => {
    const hit = (lvl0: string, lvl1: string) => ({url: lvl1, hierarchy: {lvl0, lvl1}});
    const hits = [
      ...Array.from({length: 7}, (_, n) => hit('Dev Docs', `Page ${n}`)),
      hit('User Docs', 'Guide'),
      hit('Dev Docs', 'Page 7'),
    ];
    const keyed = keepRankOrder(hits, 5);
    expect(docSearchDisplayOrder(keyed, 5).map((one) => one.url)).toEqual(hits.map((one) => one.url));
    expect(keyed.map(docSearchGroupKey)).toEqual([
      ...Array(5).fill('Dev Docs'),
      'Page 5',
      'Page 5',
      'User Docs',
      'Page 7',
    ]);
  });

  it('lands an identifier on the entry that defines it, below it a helper whose entry forwards the call', () => {
    expect(pages('process_report').slice(0, 2)).toEqual(['/reference/VaultV3', '/reference/Keeper']);
  });

  it('does not take a version for a forwarded call: its release notes keep their rank', () => {
    const versions = loadIndexFromJson(
      JSON.parse(
        JSON.stringify(
          buildIndex([
            ...page('/releases', 'Releases', '<h2 id="310">3.1.0</h2><p>Release 3.1.0 adds hooks.</p>'),
            ...page('/guide', 'Guide', '<h2 id="what">What 3.1.0 changes</h2><p>The hooks of 3.1.0.</p>'),
          ]),
        ),
      ) as SerializedSearchIndex,
    );
    const {hits} = searchLocalIndex(versions, {query: '3.1.0 '});
    expect(hits[0]!.url).toBe('/releases#310');
  });

  it('ranks an old proposal below current pages unless the query names it', () => {
    expect(pages('multisig signers rewards')[0]).toBe('/security/multisig');
    expect(pages('YIP-99 rewards')[0]).toBe('/contributing/governance/yips/yip-99');
  });
});

describe('the compact index file', () => {
  it("gives back MiniSearch's own serialization exactly", () => {
    const miniSearch = new MiniSearch<{id: number; title: string; text: string}>({fields: ['title', 'text']});
    miniSearch.addAll([
      {id: 0, title: 'Vault', text: 'deposit deposit withdraw'},
      {id: 1, title: 'Strategy', text: 'harvest'},
      {id: 2, title: 'Vault fees', text: 'deposit fee'},
    ]);
    const plain = miniSearch.toJSON();
    expect(expandIndex(JSON.parse(JSON.stringify(compactIndex(plain))) as CompactIndex)).toEqual(
      JSON.parse(JSON.stringify(plain)),
    );
  });

  it('keeps ids, gaps, frequencies and lengths of any size', () => {
    const miniSearch = new MiniSearch<{id: number; text: string}>({fields: ['text']});
    // Gaps and counts of one digit and of several (base 32), a word repeated 40 times in a document.
    miniSearch.addAll(
      Array.from({length: 1200}, (_, id) => ({
        id,
        text: `${id % 40 === 0 ? 'rare ' : ''}${id === 700 ? 'many '.repeat(40) : ''}word${id % 3} common`,
      })),
    );
    const plain = miniSearch.toJSON();
    const compact = JSON.parse(JSON.stringify(compactIndex(plain))) as CompactIndex;
    expect(expandIndex(compact)).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it('refuses an index with removed documents, whose ids are not 0..n-1', () => {
    const miniSearch = new MiniSearch<{id: number; text: string}>({fields: ['text']});
    miniSearch.addAll([
      {id: 0, text: 'a'},
      {id: 1, text: 'b'},
    ]);
    miniSearch.discard(0);
    expect(() => compactIndex(miniSearch.toJSON())).toThrow(CompactIndexError);
  });
});

describe('numbers as text', () => {
  it('round-trips numbers of one digit and of several', () => {
    const numbers = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 2 ** 40, Number.MAX_SAFE_INTEGER];
    const text = encodeNumbers(numbers);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeNumbers(text)).toEqual(numbers);
    expect(encodeNumbers([5, 31])).toHaveLength(2);
  });

  it('refuses negative or fractional numbers, foreign characters and a cut number', () => {
    expect(() => encodeNumbers([-1])).toThrow(NumberTextError);
    expect(() => encodeNumbers([1.5])).toThrow(NumberTextError);
    expect(() => decodeNumbers('a!')).toThrow(NumberTextError);
    expect(() => decodeNumbers(encodeNumbers([1024]).slice(0, -1))).toThrow(NumberTextError);
  });
});

describe('section anchors in the index file', () => {
  it('are stored as a rule when the heading gives them, and read back exactly', () => {
    const cases: [string, string][] = [
      ['How to withdraw (V3)?', 'how-to-withdraw-v3'],
      ['maxRedeem', 'maxRedeem'],
      ['NewGovernance', 'event-NewGovernance'],
      ['OP Mainnet', 'optimism'],
    ];
    const rows: SectionRow[] = cases.map(([heading, anchor]) => [0, storedAnchor(anchor, heading), 2, heading, null]);
    expect(rows.map((row) => row[1])).toEqual([0, 1, 2, 'optimism']);
    expect(sectionsFromRows(rows).map((section) => section.a)).toEqual(cases.map(([, anchor]) => anchor));
  });
});

describe('drawsTheSame', () => {
  const hit = (content: string, snippet = content): DrawnHit => ({
    url: '/developers/v3/vaults#withdrawing',
    type: 'lvl1',
    content,
    hierarchy: {lvl0: 'Dev Docs', lvl1: 'Vaults', lvl2: 'Withdrawing', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _snippetResult: {content: {value: snippet}, hierarchy: {lvl1: {value: 'Vaults › <mark>Withdrawing</mark>'}}},
    __docsearch_parent: null,
  });

  it('compares what the modal draws, not the object DocSearch made', () => {
    expect(drawsTheSame(hit('Redeem shares.'), hit('Redeem shares.'))).toBe(true);
    expect(drawsTheSame(hit('Redeem shares.'), hit('Redeem shares.', '<mark>Redeem</mark> shares.'))).toBe(false);
    expect(drawsTheSame(hit('Redeem shares.'), {...hit('Redeem shares.'), url: '/developers/v3/vaults'})).toBe(false);
    const other = hit('Redeem shares.');
    expect(drawsTheSame(other, {...other, hierarchy: {...other.hierarchy, lvl3: 'Losses'}})).toBe(false);
    expect(drawsTheSame(other, {...other, __docsearch_parent: {objectID: '/developers/v3/vaults#'}})).toBe(false);
    // Recent searches are stored without excerpts: their text is what is drawn.
    const {_snippetResult: _, ...stored} = other;
    expect(drawsTheSame(stored, {...stored})).toBe(true);
    expect(drawsTheSame(stored, {...stored, content: 'Redeem shares for assets.'})).toBe(false);
  });
});

describe('highlight helpers', () => {
  const tags = {pre: '<mark>', post: '</mark>'};
  it('escapes markup before marking matches', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('<b>vault</b> token', new Set(['token']), tags).value).toBe(
      '&lt;b&gt;vault&lt;/b&gt; <mark>token</mark>',
    );
  });
  it('unescapes exactly what it escaped, for plain-text clients (the MCP server)', () => {
    const text = `<a href="x">'&amp;'</a> &copy;`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
  });
  it('marks the words of a matched stem', () => {
    expect(highlight('Writing a strategy', new Set(['write']), tags).value).toBe('<mark>Writing</mark> a strategy');
  });
  it('marks parts of joined words', () => {
    expect(highlight('buy st-yCRV now', new Set(['ycrv']), tags).value).toBe('buy <mark>st-yCRV</mark> now');
  });
  it('centres the snippet on the first match', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(snippet(text, new Set(['six']), 3, tags).value).toBe('… five <mark>six</mark> seven …');
    expect(snippet(text, new Set(['zzz']), 2, tags).value).toBe('one two …');
  });
});

describe('readQueryParam', () => {
  it('reads q and survives hostile query strings', () => {
    expect(readQueryParam('?q=vault%20fees')).toEqual({query: 'vault fees', truncated: false});
    expect(readQueryParam('?q=%E0%A4%A').query).toBeTypeOf('string');
    expect(readQueryParam('?q=<script>alert(1)</script>').query).toBe('<script>alert(1)</script>');
    expect(readQueryParam('')).toEqual({query: '', truncated: false});
    const long = readQueryParam(`?q=${'a'.repeat(10_000)}`);
    expect(long).toEqual({query: 'a'.repeat(SEARCH.maxQueryLength), truncated: true});
    expect(Array.from(readQueryParam(`?q=${'🦊'.repeat(100)}`).query)).toHaveLength(SEARCH.maxQueryLength);
  });
});
