/**
 * The "Check before you sign" page's explanations, without React: one at a
 * time, the latest wins (an answer of an earlier input never shows under a
 * later one), the offline explanation first and the optional live detail
 * after it, and every failure ends as a sentence. The page
 * (src/components/TransactionExplainer) imports it at once: it holds no viem
 * and loads the explainer's code (./browser) on the first explanation.
 */
import type {ExplainResult} from './calldata';
import type {LiveResult} from './live';
import type {PageInput} from './pageInput';
import type {RevertResult} from './reverts';

export type Outcome =
  | {readonly kind: 'idle'}
  | {readonly kind: 'working'}
  | {readonly kind: 'problem'; readonly text: string}
  | {readonly kind: 'transaction'; readonly result: Extract<ExplainResult, {ok: true}>; readonly chainId?: number}
  | {readonly kind: 'revert'; readonly result: Extract<RevertResult, {ok: true}>};

export type Live =
  {readonly kind: 'none'} | {readonly kind: 'reading'} | {readonly kind: 'done'; readonly result: LiveResult};

export interface PageState {
  readonly outcome: Outcome;
  readonly live: Live;
}

/** The parts of ./browser an explanation uses. */
export interface ExplainCode {
  explainTransaction(input: string, to: string, chainId?: number): Promise<ExplainResult>;
  explainRevertInput(input: string): Promise<RevertResult>;
  readLive(root: Extract<ExplainResult, {ok: true}>['call'], chainId: number): Promise<LiveResult>;
}

export const IDLE: PageState = {outcome: {kind: 'idle'}, live: {kind: 'none'}};

export function createExplainSession(load: () => Promise<ExplainCode>, onChange: (state: PageState) => void) {
  let run = 0;
  const show = (id: number, state: PageState) => {
    if (id === run) onChange(state);
  };

  async function explain(value: PageInput): Promise<void> {
    const id = ++run;
    show(id, {outcome: {kind: 'working'}, live: {kind: 'none'}});
    let code: ExplainCode;
    try {
      code = await load();
    } catch {
      show(id, {
        outcome: {kind: 'problem', text: 'The explainer could not load. Check your connection and try again.'},
        live: {kind: 'none'},
      });
      return;
    }
    try {
      if (value.mode === 'revert') {
        const result = await code.explainRevertInput(value.input);
        show(id, {
          outcome: result.ok ? {kind: 'revert', result} : {kind: 'problem', text: result.error},
          live: {kind: 'none'},
        });
        return;
      }
      const result = await code.explainTransaction(value.input, value.to, value.chainId);
      if (!result.ok) {
        show(id, {outcome: {kind: 'problem', text: result.error}, live: {kind: 'none'}});
        return;
      }
      const outcome: Outcome = {
        kind: 'transaction',
        result,
        ...(value.chainId !== undefined ? {chainId: value.chainId} : {}),
      };
      if (value.chainId === undefined) {
        show(id, {outcome, live: {kind: 'none'}});
        return;
      }
      show(id, {outcome, live: {kind: 'reading'}});
      show(id, {outcome, live: {kind: 'done', result: await code.readLive(result.call, value.chainId)}});
    } catch {
      show(id, {
        outcome: {
          kind: 'problem',
          text: "The list of Yearn's functions and errors could not be downloaded. Check your connection and try again.",
        },
        live: {kind: 'none'},
      });
    }
  }

  /** Shows `outcome` (nothing, or a sentence about the link) and makes any running explanation stale. */
  function reset(outcome: Outcome = {kind: 'idle'}): void {
    const id = ++run;
    show(id, {outcome, live: {kind: 'none'}});
  }

  return {explain, reset};
}
