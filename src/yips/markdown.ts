import {
  NOT_RECORDED,
  STATUS_MEANING,
  formatDate,
  outcomeShort,
  outcomeText,
  votingPeriod,
  yearOf,
  yipLabel,
} from './format';
import {YIPS_DATA_FILE, yipSlug, yipUrl} from './paths';
import {parseRepositoryUrl, sourceLink} from '../docs/sourceCitations';
import type {Yip, YipLink} from './schema';

/**
 * One YIP as a Markdown page (CommonMark, not MDX): front matter, a table of
 * the recorded facts in a fixed order, the summary, optional details, notes
 * and related proposals. Every field the data leaves empty says "not recorded".
 */

export interface YipPageOptions {
  /** Prefix of edit links, e.g. `https://github.com/yearn/yearn-docs/edit/main/`. */
  readonly editUrlBase: string;
  /** Commit date of the data file, shown as the page's last update. */
  readonly lastUpdate?: string;
  /** Every YIP, to name related proposals by title. */
  readonly all: readonly Yip[];
}

/** Escapes text for Markdown: no emphasis, links, HTML, math (`$`) or table breaks. */
export function mdText(text: string): string {
  return text.replace(/[\\`*_[\]<>$|{}]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`));
}

function mdLink(link: YipLink): string {
  return `[${mdText(link.label)}](${link.url})`;
}

function links(list: readonly YipLink[]): string {
  return list.length ? list.map(mdLink).join(', ') : NOT_RECORDED;
}

/** The label of a proposal's text in yearn/YIPS; any other label (a pull request's copy) is shown after the link. */
const YIPS_TEXT_LABEL = 'Text in yearn/YIPS';

/** A proposal text as the site cites sources: `yearn/YIPS@<commit>:<path>`, and what kind of copy it is. */
function sourceCell(link: YipLink): string {
  if (!parseRepositoryUrl(link.url)) return mdLink(link);
  return link.label === YIPS_TEXT_LABEL ? sourceLink(link.url) : `${sourceLink(link.url)} (${mdText(link.label)})`;
}

function yaml(value: string): string {
  return JSON.stringify(value);
}

export function description(yip: Yip): string {
  const year = yearOf(yip);
  const when = year ? ` of ${year}` : '';
  const verdict = yip.status === 'Rejected' ? 'rejected' : yip.status === 'Implemented' ? 'implemented' : 'approved';
  const what = yip.status === 'Rejected' ? 'what it proposed' : 'what it changed';
  return `${yipLabel(yip)}, a Yearn Improvement Proposal${when} that was ${verdict}: its authors, vote, sources and ${what}.`;
}

export function renderYipPage(yip: Yip, options: YipPageOptions): string {
  const title = yipLabel(yip);
  const front = [
    '---',
    `title: ${yaml(title)}`,
    `sidebar_label: ${yaml(title)}`,
    `description: ${yaml(description(yip))}`,
    `keywords: ${JSON.stringify([`YIP-${yip.number}`, 'Yearn Improvement Proposal', 'governance'])}`,
    `custom_edit_url: ${yaml(`${options.editUrlBase}${YIPS_DATA_FILE}`)}`,
    ...(options.lastUpdate ? ['last_update:', `  date: ${yaml(options.lastUpdate)}`] : []),
    '---',
  ];
  const rows: [string, string][] = [
    ['Number', `YIP-${yip.number}`],
    ['Status', `**${yip.status}**: ${STATUS_MEANING[yip.status]}`],
    ['Authors', yip.authors.length ? mdText(yip.authors.join(', ')) : NOT_RECORDED],
    ['Proposed', formatDate(yip.proposed)],
    ['Voting period', votingPeriod(yip)],
    ['Outcome', mdText(outcomeText(yip.outcome))],
    ['Vote record', yip.vote ? mdLink(yip.vote) : NOT_RECORDED],
    ['Forum', links(yip.forum)],
    // Later proposals have no copy in yearn/YIPS: the forum thread is their text.
    [
      'Source',
      yip.sources.length
        ? yip.sources.map(sourceCell).join(', ')
        : yip.forum.length
          ? 'the forum thread (no copy in yearn/YIPS)'
          : NOT_RECORDED,
    ],
  ];
  const body: string[] = [
    `This is the archive entry for YIP-${yip.number}. The table gives the facts on record; anything marked "${NOT_RECORDED}" could not be verified from the proposal's public sources.`,
    '',
    '| Field | Record |',
    '| --- | --- |',
    ...rows.map(([field, value]) => `| ${field} | ${value} |`),
    '',
    yip.status === 'Rejected' ? '## What it proposed' : '## What it changed',
    '',
    mdText(yip.summary),
  ];
  for (const section of yip.details ?? []) {
    body.push('', `## ${mdText(section.heading)}`);
    for (const paragraph of section.paragraphs ?? []) body.push('', mdText(paragraph));
    if (section.items) body.push('', ...section.items.map((item) => `- ${mdText(item)}`));
  }
  if (yip.notes) {
    body.push('', '## About the record');
    for (const note of yip.notes) body.push('', mdText(note));
  }
  const related = (yip.related ?? [])
    .map((n) => options.all.find((y) => y.number === n))
    .filter((y): y is Yip => Boolean(y))
    .sort((a, b) => a.number - b.number);
  if (related.length) {
    body.push(
      '',
      '## Related proposals',
      '',
      ...related.map((r) => `- [${mdText(yipLabel(r))}](./${yipSlug(r.number)}.md): ${r.status.toLowerCase()}`),
    );
  }
  body.push(
    '',
    '## Read more',
    '',
    'The [YIP archive](../yips.md) lists every proposal with filters by status and year. [Proposal process](../proposal-process.md) explains how a YIP moves from the forum to a vote today, and [proposal repository](../proposal-repository.md) explains where the records live and how to read them.',
  );
  return `${front.join('\n')}\n\n${body.join('\n')}\n`;
}

/** The index list as Markdown, for the page's Markdown copy (the page itself renders it with `YipIndex`). */
export function yipListMarkdown(yips: readonly Yip[]): string {
  return [...yips]
    .sort((a, b) => b.number - a.number)
    .map(
      (yip) =>
        `- [${mdText(yipLabel(yip))}](${yipUrl(yip.number)}): ${yip.status}, proposed ${formatDate(yip.proposed)}. ${mdText(outcomeShort(yip.outcome))}.`,
    )
    .join('\n');
}
