/**
 * The "Check before you sign" page's input as a link fragment, so a signer
 * can share exactly what they checked: `#tx=<calldata or JSON>&to=<address>&chain=<id>`
 * or `#revert=<data or message>`. A fragment never reaches the server, so a
 * long Safe batch costs no request size. Plain TypeScript without viem: the
 * page imports it in its first load.
 */
import {EXPLAIN} from '../config/explain';

export type ExplainMode = 'transaction' | 'revert';

export interface PageInput {
  readonly mode: ExplainMode;
  readonly input: string;
  /** The target address as typed; transactions only. */
  readonly to: string;
  /** The chain id, when one is chosen; transactions only. */
  readonly chainId?: number;
}

export type FragmentRead =
  | {readonly kind: 'empty'}
  | {readonly kind: 'input'; readonly value: PageInput}
  | {readonly kind: 'problem'; readonly text: string};

const KEYS: Record<ExplainMode, string> = {transaction: 'tx', revert: 'revert'};

/** Reads the page's input from `location.hash`; a link it cannot use gets a sentence, never an exception. */
export function readFragment(hash: string, chainIds: readonly number[]): FragmentRead {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return {kind: 'empty'};
  if (raw.length > EXPLAIN.maxFragmentChars)
    return {
      kind: 'problem',
      text: `The link holds ${raw.length.toLocaleString('en-US')} characters, more than the ${EXPLAIN.maxFragmentChars.toLocaleString('en-US')} this page reads from a link. Paste the transaction into the field instead.`,
    };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return {kind: 'problem', text: 'The link does not hold a transaction or revert this page can read.'};
  }
  const tx = params.get(KEYS.transaction);
  const revert = params.get(KEYS.revert);
  if (tx === null && revert === null) return {kind: 'empty'};
  if (revert !== null && tx === null) return {kind: 'input', value: {mode: 'revert', input: revert, to: ''}};
  const chain = params.get('chain');
  let chainId: number | undefined;
  if (chain) {
    chainId = /^[0-9]{1,10}$/.test(chain) ? Number(chain) : NaN;
    if (!chainIds.includes(chainId))
      return {
        kind: 'problem',
        text: `The link names the chain "${chain.slice(0, 20)}", which this page does not read. Choose a chain from the list instead.`,
      };
  }
  return {
    kind: 'input',
    value: {
      mode: 'transaction',
      input: tx ?? '',
      to: (params.get('to') ?? '').slice(0, 64),
      ...(chainId !== undefined ? {chainId} : {}),
    },
  };
}

/** The fragment (with `#`) of an input; an empty input gives an empty fragment. */
export function writeFragment(value: PageInput): string {
  if (!value.input.trim()) return '';
  const params = new URLSearchParams({[KEYS[value.mode]]: value.input.trim()});
  if (value.mode === 'transaction') {
    if (value.to.trim()) params.set('to', value.to.trim());
    if (value.chainId !== undefined) params.set('chain', String(value.chainId));
  }
  return `#${params.toString()}`;
}
