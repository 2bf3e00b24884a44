/**
 * Check before you sign: explains a Yearn transaction, a Safe transaction or
 * batch, or a revert, offline. One implementation for the MCP tools (and
 * the page that will use it): `explainInput` takes whatever a signer pastes.
 */
import {explainCalldata, type ExplainResult} from './calldata';
import {explainSafeJson} from './safeJson';
import type {SelectorIndex} from './selectorIndex';

export {
  explainCalldata,
  explainCalls,
  MAX_INPUT_CHARS,
  type ExplainResult,
  type ExplainedCall,
  type DecodedArg,
} from './calldata';
export {explainRevert, REVERT_REASONS, type RevertResult, type RevertReason} from './reverts';
export {explainSafeJson} from './safeJson';
export {buildSelectorIndex, type SelectorIndex, type Candidate, type IndexSource} from './selectorIndex';
export {WARNING_CODES, type Warning, type WarningCode} from './warnings';
export {spellRoles} from './roles';

/** Calldata (hex) or a Safe JSON export, told apart by the first character. */
export function explainInput(
  index: SelectorIndex,
  input: string,
  options: {to?: string; chainId?: number} = {},
): ExplainResult {
  const text = input.trim();
  if (text.startsWith('{')) return explainSafeJson(index, text, options.chainId);
  return explainCalldata(index, {data: text, ...options});
}
