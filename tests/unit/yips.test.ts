/**
 * The YIP archive: the data file's schema, the committed data against the
 * previous docs' published URLs, the Markdown the generator writes for a
 * small fixture, the sidebar made from the data and the index list as the
 * server sends it (no JavaScript).
 */
import fs from 'node:fs';
import path from 'node:path';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, className}: {to: string; children: unknown; className?: string}) =>
    createElement('a', {href: to, className}, children as never),
}));

// As on the server: Docusaurus reports no browser until the page has hydrated.
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));

import YipIndex from '../../src/components/YipIndex';
import {loadPages} from '../../scripts/docs-sources/model';
import remarkYipIndexRows from '../../plugins/yips/remarkIndexRows';
import {renderYips, loadYips} from '../../src/yips/generate';
import {yipIndexRows} from '../../src/yips/indexRows';
import {yipDocId, yipUrl} from '../../src/yips/paths';
import {parseYips, sentenceCount, YipDataError, type Yip} from '../../src/yips/schema';
import {yipsSidebarCategory} from '../../src/yips/sidebar';

const ROOT = path.resolve(__dirname, '../..');
const EDIT = 'https://github.com/example/docs/edit/main/';

/** A complete, valid entry; tests remove or break one field at a time. */
const VALID = {
  number: 7,
  title: 'Test proposal',
  authors: ['alice'],
  proposed: '2021-03-04',
  status: 'Approved',
  forum: [{label: 'Forum thread', url: 'https://gov.yearn.fi/t/test/1'}],
  sources: [],
  summary: 'It tested the archive. It did nothing else.',
};

const parse = (...yips: unknown[]) => parseYips({yips});
const problemsOf = (...yips: unknown[]): string => {
  try {
    parse(...yips);
  } catch (error) {
    if (error instanceof YipDataError) return error.message;
    throw error;
  }
  return '';
};
const without = (key: keyof typeof VALID) => Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== key));

describe('YIP data schema', () => {
  it('accepts a complete entry', () => {
    expect(parse(VALID)).toHaveLength(1);
  });

  it.each(['number', 'title', 'status'] as const)('rejects an entry without %s', (key) => {
    expect(problemsOf(without(key))).toMatch(new RegExp(`${key}`));
  });

  it('rejects an entry without any source link and names the YIP', () => {
    expect(problemsOf({...VALID, forum: []})).toContain('YIP-7: needs at least one source link');
  });

  it('rejects a status outside the closed set', () => {
    expect(problemsOf({...VALID, status: 'Pending'})).toContain('YIP-7 status');
  });

  it('rejects two entries with the same number', () => {
    expect(problemsOf(VALID, {...VALID, title: 'Another'})).toContain('YIP-7 appears more than once');
  });

  it('rejects a summary that is one sentence or longer than six', () => {
    expect(problemsOf({...VALID, summary: 'Only one sentence here.'})).toContain('a summary has 2 to 6 sentences');
    expect(problemsOf({...VALID, summary: 'One. Two. Three. Four. Five. Six. Seven.'})).toContain(
      'a summary has 2 to 6 sentences',
    );
  });

  it('rejects a related YIP that has no entry, and a status that contradicts the vote', () => {
    expect(problemsOf({...VALID, related: [99]})).toContain('related to YIP-99, which has no entry');
    expect(problemsOf({...VALID, outcome: {result: 'Failed', venue: 'snapshot'}})).toContain(
      'status does not match its vote result',
    );
  });

  it('counts sentences across lower-case starts and decimal numbers', () => {
    expect(sentenceCount('It lent $1.13 million. veYFI holders agreed.')).toBe(2);
  });
});

describe('committed YIP data (data/yips.json)', () => {
  const yips = loadYips(ROOT);

  it('has unique numbers', () => {
    const numbers = yips.map((y) => y.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('has an entry for every YIP page the previous docs published', () => {
    const routes = fs.readFileSync(path.join(ROOT, 'tests/fixtures/routes-2026-07.txt'), 'utf8').split('\n');
    const published = routes
      .map((line) => /^\/?contributing\/governance\/yips\/yip-(\d+)$/.exec(line.trim())?.[1])
      .filter((n): n is string => Boolean(n))
      .map(Number);
    expect(published.length).toBeGreaterThan(60);
    const numbers = new Set(yips.map((y) => y.number));
    expect(published.filter((n) => !numbers.has(n))).toEqual([]);
  });

  it('gives every entry a page at /contributing/governance/yips/yip-N that the checks see', () => {
    const urls = new Set(loadPages(ROOT).map((page) => page.url));
    expect(yips.map((y) => yipUrl(y.number)).filter((url) => !urls.has(url))).toEqual([]);
    expect(urls.has('/contributing/governance/yips')).toBe(true);
  }, 60_000); // loadPages renders the whole contract reference too

  it('describes YIP-88 in full: all three parts, the stYFI rules and the vote', () => {
    const yip88 = yips.find((y) => y.number === 88)!;
    expect(yip88.forum).toHaveLength(3);
    expect(yip88.vote?.url).toContain('veyfi.eth');
    expect(yip88.outcome?.tally).toEqual([
      {choice: 'For', votes: '631.46'},
      {choice: 'Against', votes: '0'},
    ]);
    const page = renderYips({siteDir: ROOT, editUrlBase: EDIT, yips, lastUpdate: null}).get('yip-88.md')!;
    for (const heading of [
      '## Part I: DAO restructuring',
      '## Part II: stYFI and the end of veYFI',
      '## Part III: contributor and team incentives',
      '## How the vote went',
    ]) {
      expect(page).toContain(heading);
    }
    for (const fact of [
      '14-day cooldown',
      '90% to stYFI stakers',
      '23,460,759',
      'dYFI is deprecated',
      '600 YFI',
      '\\$5 million',
      '1,111 YFI',
      '\\$250,000',
      '631.46 veYFI for',
    ]) {
      expect(page).toContain(fact);
    }
  });

  it('describes YIP-85: the protocol fee set to zero on every chain, and the vote', () => {
    const page = renderYips({siteDir: ROOT, editUrlBase: EDIT, yips, lastUpdate: null}).get('yip-85.md')!;
    expect(page).toContain('set to 0');
    expect(page).toContain('all chains');
    expect(page).toContain('Yes: 543.15 veYFI; No: 0 veYFI');
  });
});

describe('YIP page generator', () => {
  const fixture: Yip[] = parse(
    {
      ...VALID,
      number: 12,
      title: 'Spend $400,000 on <tools>',
      authors: ['bob_the_builder'],
      voteStart: '2021-03-05',
      voteEnd: '2021-03-10',
      status: 'Implemented',
      outcome: {
        result: 'Passed',
        venue: 'snapshot',
        unit: 'YFI',
        tally: [
          {choice: 'Yes', votes: '1,000.5'},
          {choice: 'No', votes: '2'},
        ],
      },
      vote: {label: 'Snapshot vote (yearn)', url: 'https://snapshot.org/#/s:yearn/proposal/Qm1'},
      summary: 'It paid $400,000 for tools. The tools shipped.',
      details: [{heading: 'Parts', items: ['First part.', 'Second part.']}],
      related: [7],
    },
    {
      ...VALID,
      authors: [],
      proposed: undefined,
      status: 'Rejected',
      outcome: {result: 'Failed', venue: 'on-chain', unit: 'votes'},
      notes: ['Two records disagree.'],
    },
  );
  const pages = renderYips({siteDir: ROOT, editUrlBase: EDIT, yips: fixture, lastUpdate: '2026-11-26T10:00:00Z'});

  it('writes one page per entry, named by number', () => {
    expect([...pages.keys()]).toEqual(['yip-12.md', 'yip-7.md']);
  });

  it('renders the facts in a fixed table, escaping Markdown and math', () => {
    expect(pages.get('yip-12.md')).toBe(`---
title: "YIP-12: Spend $400,000 on <tools>"
sidebar_label: "YIP-12: Spend $400,000 on <tools>"
description: "YIP-12: Spend $400,000 on <tools>, a Yearn Improvement Proposal of 2021 that was implemented: its authors, vote, sources and what it changed."
keywords: ["YIP-12","Yearn Improvement Proposal","governance"]
custom_edit_url: "https://github.com/example/docs/edit/main/data/yips.json"
last_update:
  date: "2026-11-26T10:00:00Z"
---

This is the archive entry for YIP-12. The table gives the facts on record; anything marked "not recorded" could not be verified from the proposal's public sources.

| Field | Record |
| --- | --- |
| Number | YIP-12 |
| Status | **Implemented**: passed, and the record shows it was carried out |
| Authors | bob\\_the\\_builder |
| Proposed | 4 March 2021 |
| Voting period | 5 March 2021 to 10 March 2021 |
| Outcome | Passed on Snapshot: Yes: 1,000.5 YFI; No: 2 YFI |
| Vote record | [Snapshot vote (yearn)](https://snapshot.org/#/s:yearn/proposal/Qm1) |
| Forum | [Forum thread](https://gov.yearn.fi/t/test/1) |
| Source | the forum thread (no copy in yearn/YIPS) |

## What it changed

It paid \\$400,000 for tools. The tools shipped.

## Parts

- First part.
- Second part.

## Related proposals

- [YIP-7: Test proposal](./yip-7.md): rejected

## Read more

The [YIP archive](../yips.md) lists every proposal with filters by status and year. [Proposal process](../proposal-process.md) explains how a YIP moves from the forum to a vote today, and [proposal repository](../proposal-repository.md) explains where the records live and how to read them.
`);
  });

  it('says "not recorded" for every missing field and heads a failed proposal with what it proposed', () => {
    const page = pages.get('yip-7.md')!;
    expect(page).toContain('| Authors | not recorded |');
    expect(page).toContain('| Proposed | not recorded |');
    expect(page).toContain('| Voting period | not recorded |');
    expect(page).toContain("| Outcome | Failed in Yearn's on-chain governance contract (tally not recorded) |");
    expect(page).toContain('| Vote record | not recorded |');
    expect(page).toContain('## What it proposed');
    expect(page).toContain('## About the record\n\nTwo records disagree.');
  });
});

describe('YIP sidebar and index list', () => {
  const yips = loadYips(ROOT);

  it('lists every entry in one collapsed category, newest first', () => {
    const category = yipsSidebarCategory();
    expect(category.collapsed).toBe(true);
    expect(category.items).toEqual(yips.map((y) => yipDocId(y.number)));
    expect(category.items[0]).toBe(yipDocId(Math.max(...yips.map((y) => y.number))));
  });

  it('serves the full list with labelled filters before any script runs', () => {
    const html = renderToStaticMarkup(createElement(YipIndex, {rows: yipIndexRows(yips)}));
    for (const yip of yips) expect(html).toContain(`href="${yipUrl(yip.number)}"`);
    expect(html).toContain(`${yips.length} proposals`);
    expect(html).toMatch(/<label for="([^"]+)-status">Status<\/label><select id="\1-status"/);
    expect(html).toMatch(/<label for="([^"]+)-year">Year proposed<\/label><select id="\1-year"/);
    // Until the page is interactive the filters cannot filter, so they say so by being disabled.
    expect(html.match(/<select[^>]*disabled=""/g)).toHaveLength(2);
  });
});

describe('YIP index rows', () => {
  const yips = loadYips(ROOT);

  it('carry only what the list shows, newest first', () => {
    const rows = yipIndexRows(yips);
    expect(rows.map((row) => row.number)).toEqual(yips.map((y) => y.number).sort((a, b) => b - a));
    for (const row of rows) {
      expect(Object.keys(row).every((key) => ['number', 'title', 'proposed', 'status', 'outcome'].includes(key))).toBe(
        true,
      );
    }
    expect(JSON.stringify(rows)).not.toContain(yips[0]!.summary.slice(0, 60));
  });

  it('reach the index page as a prop when it compiles, and no other component', async () => {
    const {fromMarkdown} = await import('mdast-util-from-markdown');
    const {mdxjs} = await import('micromark-extension-mdxjs');
    const {mdxFromMarkdown} = await import('mdast-util-mdx');
    const source = 'Intro.\n\n<YipIndex />\n\n<Other />\n';
    const tree = fromMarkdown(source, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
    remarkYipIndexRows({siteDir: ROOT})(tree, {path: 'yips.md', value: source});
    const [index, other] = tree.children.filter((node) => node.type === 'mdxJsxFlowElement');
    expect(index!.attributes.map((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name)).toEqual([
      'rows',
    ]);
    const value = index!.attributes[0]!.value as {value: string};
    expect(JSON.parse(value.value)).toEqual(yipIndexRows(yips));
    expect(other!.attributes).toEqual([]);
  });
});

describe('YIP outcome lines', () => {
  it('names short choices and falls back to totals for long ones', async () => {
    const {outcomeShort} = await import('../../src/yips/format');
    expect(
      outcomeShort({
        result: 'Passed',
        venue: 'snapshot',
        unit: 'stYFI',
        tally: [
          {choice: 'For', votes: '1155.89'},
          {choice: 'Against', votes: '11.98'},
          {choice: 'Abstain', votes: '0'},
        ],
      }),
    ).toBe('Passed: For 1155.89, Against 11.98, Abstain 0 stYFI');
    expect(
      outcomeShort({
        result: 'Passed',
        venue: 'snapshot',
        unit: 'YFI',
        tally: [
          {choice: 'Release Vaults v2 with the proposed fee structure', votes: '1,771.73'},
          {choice: 'Other', votes: '4.53'},
        ],
      }),
    ).toBe('Passed, 1,771.73 to 4.53 YFI');
    expect(outcomeShort(undefined)).toBe('Vote not recorded');
  });
});

describe('YIP index in the Markdown copy', () => {
  it('writes every entry as a linked line', async () => {
    const {yipListMarkdown} = await import('../../src/yips/markdown');
    const yips = loadYips(ROOT);
    const text = yipListMarkdown(yips);
    expect(text.split('\n')).toHaveLength(yips.length);
    expect(text).toContain(
      '- [YIP-88: Governance Overhaul](/contributing/governance/yips/yip-88): Approved, proposed 28 September 2025. Passed: For 631.46, Against 0 veYFI.',
    );
    expect(text).toContain('- [YIP-70: ApeWorX &lt;&gt; Yearn Partnership](/contributing/governance/yips/yip-70)');
  });
});
