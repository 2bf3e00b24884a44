import type {Yip, YipOutcome, YipStatus} from './schema';

/**
 * Plain-text wording shared by the generated pages and the index component,
 * so a YIP reads the same in both places. No React, no zod.
 */

export const NOT_RECORDED = 'not recorded';

/** What each status means, as the index page and every YIP page explain it. */
export const STATUS_MEANING: Readonly<Record<YipStatus, string>> = {
  Implemented: 'passed, and the record shows it was carried out',
  Approved: 'passed; this archive does not confirm whether it was carried out in full',
  Rejected: 'failed its vote or its quorum',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2025-09-28` as `28 September 2025`, without time zones getting in the way. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return NOT_RECORDED;
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function yearOf(yip: Pick<Yip, 'proposed'>): number | undefined {
  return yip.proposed ? Number(yip.proposed.slice(0, 4)) : undefined;
}

export function yipLabel(yip: Pick<Yip, 'number' | 'title'>): string {
  return `YIP-${yip.number}: ${yip.title}`;
}

export function votingPeriod(yip: Pick<Yip, 'voteStart' | 'voteEnd'>): string {
  if (yip.voteStart && yip.voteEnd)
    return yip.voteStart === yip.voteEnd
      ? formatDate(yip.voteStart)
      : `${formatDate(yip.voteStart)} to ${formatDate(yip.voteEnd)}`;
  if (yip.voteStart) return `from ${formatDate(yip.voteStart)}`;
  if (yip.voteEnd) return `until ${formatDate(yip.voteEnd)}`;
  return NOT_RECORDED;
}

const VENUE: Readonly<Record<YipOutcome['venue'], string>> = {
  'on-chain': "in Yearn's on-chain governance contract",
  snapshot: 'on Snapshot',
};

/** `Passed on Snapshot: For: 631.46 veYFI; Against: 0 veYFI`, or the result alone when no tally is recorded. */
export function outcomeText(outcome: YipOutcome | undefined): string {
  if (!outcome) return NOT_RECORDED;
  const unit = outcome.unit ? ` ${outcome.unit}` : '';
  const tally = outcome.tally?.map((t) => `${t.choice}: ${t.votes}${unit}`).join('; ');
  return `${outcome.result} ${VENUE[outcome.venue]}${tally ? `: ${tally}` : ' (tally not recorded)'}`;
}

/** One short line for lists: `Passed: For 631.46, Against 0 veYFI`, or `Passed, 1,771.73 to 4.53 YFI` when the choices are long. */
export function outcomeShort(outcome: YipOutcome | undefined): string {
  if (!outcome) return 'Vote not recorded';
  if (!outcome.tally) return `${outcome.result}, tally not recorded`;
  const unit = outcome.unit && outcome.unit !== 'votes' ? ` ${outcome.unit}` : ' votes';
  if (outcome.tally.every((t) => t.choice.length <= 10)) {
    return `${outcome.result}: ${outcome.tally.map((t) => `${t.choice} ${t.votes}`).join(', ')}${unit}`;
  }
  return `${outcome.result}, ${outcome.tally.map((t) => t.votes).join(' to ')}${unit}`;
}
