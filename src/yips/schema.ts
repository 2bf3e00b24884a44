import * as z from 'zod';

import {YIP_STATUSES} from './statuses';

/**
 * The shape of `data/yips.json`: one entry per Yearn Improvement Proposal.
 * Facts (numbers, dates, tallies, links) come from the proposals' public
 * records; the summary and details are our own words. A fact nobody could
 * verify is left out, and the page says "not recorded".
 */

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date in YYYY-MM-DD form');
const link = z.object({label: text, url: z.url({protocol: /^https$/})}).strict();

export {YIP_STATUSES, type YipStatus} from './statuses';

const outcome = z
  .object({
    result: z.enum(['Passed', 'Failed']),
    /** Early proposals were voted in Yearn's on-chain governance contract; later ones on Snapshot. */
    venue: z.enum(['on-chain', 'snapshot']),
    /** What a vote counts: raw contract votes, YFI, veYFI or stYFI. */
    unit: z.enum(['votes', 'YFI', 'veYFI', 'stYFI']).optional(),
    /** The totals per choice as the record gives them (strings keep the record's rounding). */
    tally: z
      .array(
        z
          .object({choice: text, votes: z.string().regex(/^[0-9][0-9,]*(\.[0-9]+)?k?$/, 'is not a vote total')})
          .strict(),
      )
      .min(2)
      .optional(),
  })
  .strict();

const detail = z
  .object({
    heading: text,
    paragraphs: z.array(text).min(1).optional(),
    items: z.array(text).min(1).optional(),
  })
  .strict()
  .refine((section) => section.paragraphs || section.items, 'a details section needs paragraphs or items');

/** Sentences in a summary: 2 to 6 keeps it a summary. */
export const SUMMARY_SENTENCES = {min: 2, max: 6} as const;

export function sentenceCount(paragraph: string): number {
  // A sentence ends with . ! or ? before a space and the next word, or at the end.
  return paragraph
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Za-z0-9])/)
    .filter((s) => /[A-Za-z]/.test(s)).length;
}

export const yipSchema = z
  .object({
    number: z.number().int().min(0),
    title: text,
    /** Forum or GitHub names as the proposal gives them; empty when not recorded. */
    authors: z.array(text),
    proposed: isoDate.optional(),
    voteStart: isoDate.optional(),
    voteEnd: isoDate.optional(),
    status: z.enum(YIP_STATUSES),
    outcome: outcome.optional(),
    forum: z.array(link),
    vote: link.optional(),
    /** Copies of the proposal text (the yearn/YIPS repository). */
    sources: z.array(link),
    summary: text.refine((s) => {
      const n = sentenceCount(s);
      return n >= SUMMARY_SENTENCES.min && n <= SUMMARY_SENTENCES.max;
    }, `a summary has ${SUMMARY_SENTENCES.min} to ${SUMMARY_SENTENCES.max} sentences`),
    details: z.array(detail).min(1).optional(),
    /** Caveats about the record itself, such as sources that disagree. */
    notes: z.array(text).min(1).optional(),
    /** Numbers of other YIPs in this archive that this one builds on or changes. */
    related: z.array(z.number().int().min(0)).optional(),
  })
  .strict()
  .refine(
    (yip) => yip.forum.length + yip.sources.length + (yip.vote ? 1 : 0) > 0,
    'needs at least one source link (forum, vote or text)',
  )
  .refine((yip) => !yip.voteEnd || !yip.voteStart || yip.voteStart <= yip.voteEnd, 'its vote ends before it starts')
  .refine(
    (yip) => (yip.outcome?.result === 'Failed') === (yip.status === 'Rejected') || !yip.outcome,
    'its status does not match its vote result',
  );

export type Yip = z.infer<typeof yipSchema>;
export type YipLink = Yip['forum'][number];
export type YipOutcome = NonNullable<Yip['outcome']>;

export const yipsFileSchema = z
  .object({
    $comment: z.string().optional(),
    yips: z.array(yipSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const numbers = file.yips.map((y) => y.number);
    const known = new Set(numbers);
    numbers.forEach((n, i) => {
      if (numbers.indexOf(n) !== i)
        ctx.addIssue({code: 'custom', message: `YIP-${n} appears more than once`, path: ['yips', i, 'number']});
    });
    file.yips.forEach((yip, i) => {
      for (const r of yip.related ?? []) {
        if (!known.has(r))
          ctx.addIssue({
            code: 'custom',
            message: `YIP-${yip.number} is related to YIP-${r}, which has no entry`,
            path: ['yips', i, 'related'],
          });
        if (r === yip.number)
          ctx.addIssue({
            code: 'custom',
            message: `YIP-${yip.number} is related to itself`,
            path: ['yips', i, 'related'],
          });
      }
    });
  });

export type YipsFile = z.infer<typeof yipsFileSchema>;

export class YipDataError extends Error {
  override name = 'YipDataError';
}

/** Validates the data file's content; the error lists every problem with the YIP it belongs to. */
export function parseYips(raw: unknown, file = 'data/yips.json'): Yip[] {
  const result = yipsFileSchema.safeParse(raw);
  if (!result.success) {
    const entries = (raw as {yips?: {number?: unknown}[]} | null)?.yips;
    const problems = result.error.issues.map((issue) => {
      const index = issue.path[0] === 'yips' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      const number = index !== undefined ? entries?.[index]?.number : undefined;
      const where = index === undefined ? '' : typeof number === 'number' ? `YIP-${number}` : `entry ${index}`;
      const field = issue.path.slice(2).join('.');
      return `  ${[where, field].filter(Boolean).join(' ')}: ${issue.message}`;
    });
    throw new YipDataError(`${file} is invalid:\n${problems.join('\n')}`);
  }
  return [...result.data.yips].sort((a, b) => b.number - a.number);
}
