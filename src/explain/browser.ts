/**
 * The explainer's code for the "Check before you sign" page, downloaded on
 * the page's first explanation (src/components/TransactionExplainer imports
 * it lazily), so neither viem, the address book nor the selector index reach
 * the page's first load. The index comes from the compact file the build
 * publishes (plugins/explain-index), fetched once per page; live detail
 * reads through the site's per-chain readers (src/chain/browser.ts).
 */
import {readerFor} from '../chain/browser';
import {EXPLAIN} from '../config/explain';
import {expandIndex, type CompactIndex} from './compactIndex';
import {SelectorIndexUnavailableError} from './errors';
import {explainInput, explainRevert, type ExplainResult, type RevertResult} from './index';
import {readLiveDetails, type LiveResult} from './live';
import type {ExplainedCall} from './calldata';

export {spellRoles} from './roles';
export type {LiveDetails, LiveResult} from './live';

let index: ReturnType<typeof load> | undefined;

async function load() {
  let response: Response;
  try {
    response = await fetch(EXPLAIN.selectorIndexPath);
  } catch (error) {
    throw new SelectorIndexUnavailableError('The selector index could not be downloaded', {cause: error});
  }
  if (!response.ok) throw new SelectorIndexUnavailableError(`The selector index answered HTTP ${response.status}`);
  try {
    return expandIndex((await response.json()) as CompactIndex);
  } catch (error) {
    throw new SelectorIndexUnavailableError('The selector index is not in the expected form', {cause: error});
  }
}

/** The selector index, fetched on first use; a failed fetch is forgotten so the next explanation tries again. */
function selectorIndex() {
  if (!index) {
    index = load();
    index.catch(() => (index = undefined));
  }
  return index;
}

export async function explainTransaction(input: string, to: string, chainId?: number): Promise<ExplainResult> {
  return explainInput(await selectorIndex(), input, {
    ...(to.trim() ? {to: to.trim()} : {}),
    ...(chainId !== undefined ? {chainId} : {}),
  });
}

export async function explainRevertInput(input: string): Promise<RevertResult> {
  return explainRevert(await selectorIndex(), input);
}

/** Live detail of an explained transaction on `chainId`; never rejects. */
export function readLive(root: ExplainedCall, chainId: number): Promise<LiveResult> {
  let reader;
  try {
    reader = readerFor(chainId);
  } catch {
    return Promise.resolve({ok: false, reason: 'no RPC is configured for this chain'});
  }
  return readLiveDetails(reader, root, {timeoutMs: EXPLAIN.liveTimeoutMs});
}
