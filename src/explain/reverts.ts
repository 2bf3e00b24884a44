/**
 * Explains a revert: the revert strings of every release the reference
 * documents (the assert and raise messages of contracts/VaultV3.vy of
 * yearn/yearn-vaults-v3 at v3.0.2, v3.0.3, v3.0.4 and 5b698f9 (3.1.0); the
 * require messages of src/TokenizedStrategy.sol of yearn/tokenized-strategy
 * at v3.0.2 to v3.1.0; contracts/Vault.vy of yearn/yearn-vaults at v0.3.1 to
 * v0.4.6, whose only message is `Transfer failed!`; the list with its
 * sources is tests/fixtures/explain/revert-strings.json), Solidity
 * `Error(string)` and `Panic(uint256)`, and the custom errors of every ABI
 * of the reference. Each known reason says what to do next and links the
 * docs section that explains it.
 */
import {decodeErrorResult, isHex, size, type Hex} from 'viem';

import type {Candidate, SelectorIndex} from './selectorIndex';

export interface RevertReason {
  /** The message exactly as the contract raises it. */
  readonly message: string;
  /** Which releases raise it. */
  readonly raisedBy: string;
  /** What happened, and what to do next. */
  readonly explanation: string;
  /** Site path and anchor of the docs section about it. */
  readonly docs: string;
}

const LIMITS = '/developers/v3/vault_management#limits';
const LOSSES = '/developers/v3/Integrating_v3#withdrawals-losses-and-the-maxloss-overloads';
const ERC4626 = '/developers/v3/Integrating_v3#the-erc-4626-surface';
const ROLES = '/developers/v3/vault_management#roles';
const STRATEGIES = '/developers/v3/vault_management#adding-and-removing-strategies';
const DEBT = '/developers/v3/vault_management#debt-allocation';
const BAD_DEBT = '/developers/v3/vault_management#buying-bad-debt';
const DEFAULT_QUEUE = '/developers/v3/vault_management#the-default-queue';
const LIMIT_HOOKS = '/developers/v3/vault_management#limit-modules';
const DEPLOYMENT = '/developers/v3/strategy_writing_guide#deployment';
const UNLOCKING = '/developers/v3/Integrating_v3#price-per-share-and-profit-unlocking';
const V3 = 'VaultV3 3.0.2 to 3.1.0';
const V3_302 = 'VaultV3 3.0.2';
const STRATEGY = 'TokenizedStrategy 3.0.2 to 3.1.0';
const STRATEGY_ROLES = '/developers/v3/strategy_writing_guide#roles';

const reason = (message: string, explanation: string, docs: string, raisedBy = V3): RevertReason => ({
  message,
  raisedBy,
  explanation,
  docs,
});

/** The vault's revert strings a depositor or operator meets, with what to do next. */
export const REVERT_REASONS: readonly RevertReason[] = [
  reason(
    'too much loss',
    'The withdrawal would realize a loss above the max_loss you allowed (0 for the three-argument withdraw). Nothing was taken but gas: wait for the strategies to recover or report, or retry with a max_loss you accept knowingly.',
    '/getting-started/guides/find-your-positions#when-a-withdrawal-would-fail-cost-a-loss-or-has-to-wait',
    `${V3} and ${STRATEGY}`,
  ),
  reason(
    'ERC4626: deposit more than max',
    'The deposit is above what the strategy accepts now (maxDeposit(receiver)): its deposit limit is reached, it is shut down or paused, or it only takes deposits from its allocator vault. Deposit at most maxDeposit.',
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC4626: mint more than max',
    'The mint is above what the strategy accepts now (maxMint(receiver)). Mint at most that many shares.',
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC4626: withdraw more than max',
    'The amount is above what the owner may withdraw from the strategy now (maxWithdraw(owner)), for lack of liquidity or a limit the strategy sets. Withdraw at most that, or wait.',
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC4626: redeem more than max',
    'The shares are more than the owner may redeem from the strategy now (maxRedeem(owner)). Redeem at most that, or wait for liquidity.',
    ERC4626,
    STRATEGY,
  ),
  reason('ZERO_SHARES', 'The amount converts to zero strategy shares: use a larger amount.', ERC4626, STRATEGY),
  reason('ZERO_ASSETS', 'The shares convert to zero assets: redeem more shares.', ERC4626, STRATEGY),
  reason(
    '!management',
    "Only the strategy's management may call this function: send it from the management account.",
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    '!keeper',
    "Only the strategy's keeper or management may call this function (report, tend).",
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    '!emergency authorized',
    "Only the strategy's emergency admin or management may call this function.",
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    'paused',
    'The vault or strategy is paused: deposits and withdrawals wait until it is unpaused (the emergency role of a vault, management of a strategy).',
    '/developers/v3/vault_management#pausing',
    'VaultV3 3.1.0 and TokenizedStrategy 3.1.0',
  ),
  reason(
    'exceed deposit limit',
    'The deposit is above maxDeposit(receiver): the vault is full, closed to deposits, shut down or paused. Check maxDeposit for the receiver and deposit at most that.',
    LIMITS,
  ),
  reason(
    'exceed withdraw limit',
    'The amount is above what the owner may withdraw now (maxWithdraw or maxRedeem, or the withdraw limit module). Withdraw at most that amount, or wait for liquidity.',
    LIMITS,
  ),
  reason('cannot deposit zero', 'The deposit would mint no shares: deposit a larger amount.', LIMITS),
  reason('cannot mint zero', 'A mint of zero shares is refused: ask for at least one share.', LIMITS),
  reason(
    'using module',
    'A deposit limit module is set, so the flat deposit limit cannot be changed; remove the module first (or use the override argument where the release has it).',
    LIMITS,
    'VaultV3 3.0.2 to 3.0.4',
  ),
  reason(
    'using hook',
    'A deposit hook is set, so the flat deposit limit cannot be changed: remove the hook first, or call set_deposit_limit with override set to true.',
    LIMIT_HOOKS,
    'VaultV3 3.1.0',
  ),
  reason(
    'using deposit limit',
    'A flat deposit limit is set, so a deposit limit module cannot be added; set the deposit limit to the maximum first.',
    LIMITS,
  ),
  reason('max loss', 'max_loss is above 10,000 basis points (100 %): pass a value from 0 to 10,000.', LOSSES),
  reason(
    'insufficient shares to redeem',
    'The owner holds fewer shares than the call burns. Read balanceOf(owner) and maxRedeem(owner) and redeem at most that.',
    LOSSES,
  ),
  reason(
    'insufficient assets in vault',
    'The vault and its withdrawal queue could not free enough assets. Withdraw less (maxWithdraw tells how much) or wait until debt is moved back to the vault.',
    LOSSES,
  ),
  reason('no shares to redeem', 'The amount converts to zero shares: withdraw a larger amount.', LOSSES),
  reason('no assets to withdraw', 'The shares convert to zero assets: redeem more shares.', LOSSES),
  reason(
    'not allowed',
    'The caller lacks the role the function needs (or is not the role manager). Check the roles of the sending address with roles(address) and send from an account that holds the role.',
    ROLES,
  ),
  reason(
    'insufficient allowance',
    "The caller may not spend that many of the owner's shares: approve enough first.",
    ERC4626,
  ),
  reason('insufficient funds', 'The sender holds fewer shares than the transfer moves.', ERC4626),
  reason('permit expired', 'The permit signature is past its deadline: sign a new one.', ERC4626),
  reason(
    'invalid signature',
    'The permit signature does not match the owner and values: sign again with the right data.',
    ERC4626,
  ),
  reason('invalid owner', 'The permit names the zero address as owner.', ERC4626),
  reason(
    'strategy has debt',
    'The strategy still holds debt: move it back with update_debt before revoking, or force-revoke knowing the debt becomes a loss.',
    STRATEGIES,
  ),
  reason('strategy already active', 'The strategy is already added to this vault.', STRATEGIES),
  reason('strategy not active', 'The strategy is not an active strategy of this vault.', STRATEGIES),
  reason(
    'inactive strategy',
    'The strategy is not an active strategy of this vault: add it before setting its max debt or moving debt.',
    STRATEGIES,
  ),
  reason('invalid asset', "The strategy's asset is not the vault's asset.", STRATEGIES),
  reason(
    'strategy cannot be zero address',
    'The strategy address is the zero address, or the vault itself.',
    STRATEGIES,
  ),
  reason(
    'new debt equals current debt',
    "The target debt equals the strategy's current debt, so there is nothing to move.",
    DEBT,
  ),
  reason(
    'strategy has unrealised losses',
    'Debt cannot be taken back from a strategy while it reports unrealized losses: process a report for it first.',
    DEBT,
  ),
  reason('nothing to buy', 'The strategy holds no debt to buy.', BAD_DEBT),
  reason('nothing to buy with', 'The amount buys no strategy shares.', BAD_DEBT),
  reason('cannot buy zero', 'The amount to buy is zero.', BAD_DEBT),
  reason(
    'profit unlock time too long',
    'The profit unlock time is above one year (31,556,952 seconds): choose a shorter one.',
    '/developers/v3/vault_management#profit-unlock-time',
  ),
  reason(
    '!inactive',
    'A strategy in the new default queue is not active in this vault: add it first, or leave it out of the queue.',
    DEFAULT_QUEUE,
  ),
  reason('not active', 'buy_debt names a strategy that is not active in this vault.', BAD_DEBT),
  reason(
    'ZERO ADDRESS',
    'An address argument is the zero address: the receiver of a withdrawal (VaultV3 3.1.0 and strategies), the asset or role manager at initialization, or a performance fee recipient. Pass the real address.',
    ERC4626,
    `${V3} and ${STRATEGY}`,
  ),
  reason(
    'approval failed',
    "The vault's approval of its asset to a strategy failed while moving debt (the token returned false). The asset token refuses the approval: check it before retrying.",
    DEBT,
  ),
  reason(
    'transfer failed',
    'A transfer of the asset into or out of the vault failed: check that the sender holds the amount and has approved the vault, and that the token does not block the transfer.',
    ERC4626,
  ),
  reason(
    'initialized',
    'The vault or strategy is already initialized: initialize runs once, when it is deployed.',
    DEPLOYMENT,
    `${V3} and ${STRATEGY}`,
  ),
  reason(
    'target debt higher than max debt',
    "update_debt asks for more than the strategy's max debt: raise the max debt first or ask for less (later releases cap the target at the max debt instead).",
    DEBT,
    V3_302,
  ),
  reason('nothing to deposit', "update_debt could not add debt: the strategy's maxDeposit is zero.", DEBT, V3_302),
  reason(
    'no funds to deposit',
    'update_debt could not add debt: the vault holds no idle assets above its minimum_total_idle.',
    DEBT,
    V3_302,
  ),
  reason(
    'nothing to withdraw',
    'update_debt could not take debt back: the strategy lets nothing be withdrawn now (maxRedeem is zero).',
    DEBT,
    V3_302,
  ),
  reason(
    '!pending',
    'Only the pending management set by setPendingManagement may accept management.',
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    'Cannot be self',
    "The strategy's performance fee recipient cannot be the strategy itself.",
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    'self',
    "The strategy's performance fee recipient cannot be the strategy itself (checked at initialization).",
    DEPLOYMENT,
    STRATEGY,
  ),
  reason(
    'MAX FEE',
    'The performance fee is above the maximum of 5,000 basis points (50 %): choose a lower fee.',
    STRATEGY_ROLES,
    STRATEGY,
  ),
  reason(
    'exceeds MAX_BPS',
    'maxLoss is above 10,000 basis points (100 %) on a strategy withdraw or redeem: pass a value from 0 to 10,000.',
    LOSSES,
    STRATEGY,
  ),
  reason(
    'too long',
    "The strategy's profit unlock time is above one year (31,556,952 seconds): choose a shorter one.",
    UNLOCKING,
    'TokenizedStrategy 3.0.2 to 3.0.4',
  ),
  reason(
    'not shutdown',
    'emergencyWithdraw works only once the strategy is shut down: shut it down first.',
    '/developers/v3/strategy_writing_guide#optional-hooks',
    'TokenizedStrategy 3.0.2 to 3.0.4',
  ),
  reason(
    'not paused or shutdown',
    'emergencyWithdraw works only once the strategy is paused or shut down: pause or shut it down first.',
    '/developers/v3/strategy_writing_guide#what-310-changes',
    'TokenizedStrategy 3.1.0',
  ),
  reason(
    'ReentrancyGuard: reentrant call',
    'The strategy was called again while one of its own calls was still running (a token or hook called back into it); the call is refused.',
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC4626: mint to self',
    'A deposit or mint names the strategy itself as the receiver of the shares: name another receiver.',
    ERC4626,
    'TokenizedStrategy 3.0.2',
  ),
  reason(
    'ERC20 transfer to strategy',
    "Strategy shares cannot be sent to the strategy's own address.",
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC20 transfer from strategy',
    "Strategy shares cannot be moved out of the strategy's own address.",
    ERC4626,
    'TokenizedStrategy 3.1.0',
  ),
  reason(
    'ERC20: insufficient allowance',
    "The caller may not spend that many of the owner's strategy shares: approve enough first.",
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC20: INVALID_SIGNER',
    "The permit signature does not come from the owner: sign again with the owner's key and the right values.",
    ERC4626,
    STRATEGY,
  ),
  reason(
    'ERC20: PERMIT_DEADLINE_EXPIRED',
    'The permit signature is past its deadline: sign a new one.',
    ERC4626,
    STRATEGY,
  ),
  ...(
    [
      ['approve from', 'An approval from the zero address'],
      ['approve to', 'An approval to the zero address'],
      ['transfer from', 'A transfer from the zero address'],
      ['transfer to', 'A transfer to the zero address'],
      ['mint to', 'Minting shares to the zero address'],
      ['burn from', 'Burning shares of the zero address'],
    ] as const
  ).map(([what, sentence]) =>
    reason(`ERC20: ${what} the zero address`, `${sentence} is refused: name a real account.`, ERC4626, STRATEGY),
  ),
  reason(
    'invalid chain id',
    'The strategy cannot be initialized on a chain whose id does not fit in 88 bits.',
    DEPLOYMENT,
    'TokenizedStrategy 3.0.2',
  ),
  reason(
    'Transfer failed!',
    'A token transfer of the V2 vault failed: check the token balance and allowance of the sender.',
    '/developers/smart-contracts/V2/vault',
    'V2 Vault 0.3.1 to 0.4.6',
  ),
];

export type RevertResult =
  | {
      readonly ok: true;
      readonly kind: 'string' | 'panic' | 'custom-error' | 'unknown';
      /** The decoded message or error signature. */
      readonly message: string;
      readonly reason?: RevertReason;
      /** For a custom error: every documented contract version that declares it. */
      readonly candidates?: readonly Omit<Candidate, 'abi'>[];
      readonly args?: readonly {readonly name: string; readonly value: string}[];
      readonly explanation: string;
    }
  | {readonly ok: false; readonly error: string};

const MAX_REVERT_CHARS = 64 * 1024;
/** Solidity's `Error(string)` and `Panic(uint256)`. */
const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

/**
 * What wallets, nodes and tools print before a revert reason, each at the start of the text or after another:
 * `execution reverted: ` (nodes, ethers), `Execution reverted with reason: ` (viem),
 * `The contract function "f" reverted with the following reason:` (viem), `Error: VM Exception while processing
 * transaction: revert ` (Ganache), `reverted with reason string '…'` (Hardhat), `Fail with error '…'` (Etherscan,
 * Tenderly), `[Revert] ` (Foundry traces).
 */
const REASON_PREFIXES = [
  /^error:\s*/i,
  /^vm exception while processing transaction:\s*/i,
  /^execution reverted(?: with reason)?\s*:\s*/i,
  /^(?:the contract function "[^"\n]*" )?reverted with (?:reason string|the following (?:reason|signature):)\s*/i,
  /^fail(?:ed)? with error\s*/i,
  /^\[revert\]\s*/i,
  /^revert(?:ed)?\b\s*:?\s*/i,
];

/**
 * The reason inside a pasted message: the known prefixes taken off, then the quoted reason, or else the rest of
 * the first line without a closing period.
 */
export function revertReasonText(message: string): string {
  let text = message.trim();
  for (;;) {
    const prefix = REASON_PREFIXES.find((p) => p.test(text));
    if (!prefix) break;
    text = text.replace(prefix, '');
  }
  const quoted = /^(["'])(.*?)\1/.exec(text);
  if (quoted) return quoted[2]!;
  return text.split('\n')[0]!.trim().replace(/\.$/, '');
}

/** The known reason the reason text is, exactly (letter case aside): never one that merely ends a longer message. */
function byMessage(reasonText: string): RevertReason | undefined {
  const plain = reasonText.toLowerCase();
  return REVERT_REASONS.find((r) => r.message.toLowerCase() === plain);
}

function fromString(message: string): RevertResult {
  const known = byMessage(message);
  return {
    ok: true,
    kind: 'string',
    message,
    ...(known ? {reason: known} : {}),
    explanation:
      known?.explanation ??
      'No Yearn vault raises this message; it may come from a strategy, a token or another contract the call reached.',
  };
}

const STRING_VALUE = (v: unknown) =>
  typeof v === 'bigint'
    ? v.toString()
    : typeof v === 'string'
      ? v
      : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));

/** Explains revert data (hex) or a revert message (text). Never throws. */
export function explainRevert(index: SelectorIndex, input: string): RevertResult {
  if (input.length > MAX_REVERT_CHARS)
    return {ok: false, error: `The input is longer than ${MAX_REVERT_CHARS} characters.`};
  const trimmed = input.trim();
  if (!trimmed) return {ok: false, error: 'The input is empty: paste revert data (0x…) or the revert message.'};
  // Wallets show the reason or the data after other words: `execution reverted: too much loss`.
  const text = revertReasonText(trimmed);
  if (!/^0x[0-9a-f]*$/i.test(text)) return fromString(text);
  if (!isHex(text, {strict: true}) || text.length % 2 !== 0)
    return {ok: false, error: 'The revert data has an odd number of hex digits, so a byte is cut in half.'};
  if (size(text as Hex) < 4) return {ok: false, error: 'The revert data is shorter than a 4-byte error selector.'};
  const selector = text.slice(0, 10).toLowerCase();
  const custom = index.errors[selector] ?? [];
  if (!custom.length && selector !== ERROR_SELECTOR && selector !== PANIC_SELECTOR)
    return {
      ok: true,
      kind: 'unknown',
      message: selector,
      explanation: `No Yearn ABI declares the error selector ${selector}; it may come from a strategy, a token or another contract the call reached.`,
    };
  try {
    if (custom.length) {
      const decoded = decodeErrorResult({abi: [custom[0]!.abi], data: text as Hex});
      const abi = custom[0]!.abi;
      return {
        ok: true,
        kind: 'custom-error',
        message: `${decoded.errorName}(${abi.inputs.map((i) => i.type).join(',')})`,
        candidates: custom.map(({abi: _abi, ...rest}) => rest),
        args: abi.inputs.map((input, i) => ({name: input.name || `arg${i}`, value: STRING_VALUE(decoded.args?.[i])})),
        explanation:
          custom[0]!.notice ??
          `${decoded.errorName} is declared by ${custom.map((c) => `${c.contract} ${c.version}`).join(', ')}.`,
      };
    }
    const decoded = decodeErrorResult({data: text as Hex});
    if (decoded.errorName === 'Error') return fromString(String(decoded.args[0]));
    if (decoded.errorName === 'Panic')
      return {
        ok: true,
        kind: 'panic',
        message: `Panic(${String(decoded.args[0])})`,
        explanation:
          'A Solidity panic: an arithmetic overflow, a division by zero, an out-of-range index or a failed assert inside the contract. The inputs or the contract state are outside what the code expects.',
      };
  } catch {
    return {ok: false, error: 'The revert data is truncated or malformed for its error selector.'};
  }
  return {ok: false, error: 'The revert data could not be decoded.'};
}
