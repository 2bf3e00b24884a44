/**
 * What the YIP index lists for each proposal, and nothing else: the page's
 * JavaScript carries these rows (plugins/yips adds them to `<YipIndex />` at
 * build time), not the archive's summaries, sources and links.
 */
import type {Yip} from './schema';

export type YipIndexRow = Pick<Yip, 'number' | 'title' | 'proposed' | 'status' | 'outcome'>;

/** The rows of the index, newest first. */
export function yipIndexRows(yips: readonly Yip[]): YipIndexRow[] {
  return [...yips]
    .sort((a, b) => b.number - a.number)
    .map(({number, title, proposed, status, outcome}) => ({
      number,
      title,
      proposed,
      status,
      ...(outcome === undefined ? {} : {outcome}),
    }));
}
