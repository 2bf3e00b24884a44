/**
 * Yearn V3 releases, newest first: when each was tagged and what changed for
 * the people who build on it. Addresses are not repeated here: the releases
 * page shows them from the address book (`v3.release-<version>.*`), which the
 * reader's browser verifies against the release registry. A new release is
 * one entry here plus its addresses in the next on-chain snapshot.
 */
export interface V3Release {
  /** Version string, as `apiVersion()` returns it. */
  readonly version: string;
  /** Tags of the release in Yearn's repositories, with the day each was created. */
  readonly tags: readonly {readonly repository: string; readonly tag: string; readonly date: string}[];
  /**
   * Release commits known from another repository's pin, where our snapshot of
   * the repository has no tag for the release: the commit, the repository that
   * pins it as this release, and the day it started doing so.
   */
  readonly pinned?: readonly {
    readonly repository: string;
    readonly commit: string;
    readonly pinnedBy: string;
    readonly date: string;
  }[];
  /** What the release changes for integrators: vault interface and behavior. */
  readonly integrators: readonly string[];
  /** What it changes for strategists: TokenizedStrategy and BaseStrategy. */
  readonly strategists: readonly string[];
  /** Anything the sources could not settle, said plainly on the page. */
  readonly caveat?: string;
}

const VAULTS = 'yearn/yearn-vaults-v3';
const STRATEGY = 'yearn/tokenized-strategy';

export const V3_RELEASES: readonly V3Release[] = [
  {
    version: '3.1.0',
    tags: [{repository: STRATEGY, tag: 'v3.1.0', date: '2026-06-19'}],
    pinned: [
      {
        repository: VAULTS,
        commit: '5b698f9411e880a8f7d4370ad7a4478b24dc2535',
        pinnedBy: 'yearn/tokenized-strategy-periphery',
        date: '2026-06-19',
      },
    ],
    integrators: [
      'Vaults can be paused: the EMERGENCY_MANAGER calls `setPaused(true)` (and `setPaused(false)` to resume, event `UpdatePaused`), `isPaused()` tells. While paused, `maxDeposit`, `maxMint`, `maxWithdraw` and `maxRedeem` return 0, deposits and mints revert with `exceed deposit limit`, withdrawals and redemptions with `paused`; share transfers still work. Unlike `shutdown_vault`, a pause can be lifted.',
      'The vault\'s deposit and withdraw limit modules became hooks: `set_deposit_limit_module`, `set_withdraw_limit_module`, `deposit_limit_module()`, `withdraw_limit_module()` and their two events are gone, replaced by `set_deposit_hook`, `set_withdraw_hook`, `deposit_hook()`, `withdraw_hook()`, `UpdateDepositHook` and `UpdateWithdrawHook`. A hook answers the same limit queries as a module did and is also called after every deposit or mint (`post_deposit`) and every withdrawal or redemption (`post_withdraw`). Code that reads the old getters must pick by `apiVersion()`.',
      'A withdraw hook is given the queue the withdrawal will really use, not the list the caller passed. When a strategy\'s unrealized loss takes up its whole share of a withdrawal, the vault now writes that loss off the strategy\'s debt at once; 3.0.4 did so only when the strategy could pay out nothing. The withdrawer\'s share of an unrealized loss is still rounded up, but never beyond the amount asked of that strategy.',
      'The vault is compiled with Vyper 0.3.10 (3.0.4 used 0.3.7).',
      'Strategies can be paused: `isPaused()` is true and `maxDeposit`, `maxMint`, `maxWithdraw` and `maxRedeem` return 0 while deposits, mints, withdrawals and redemptions revert. Check the `max*` functions before routing funds into or out of a strategy.',
      'Strategy share prices can move between reports: deposits, withdrawals, `report()` and fee changes first bring the accounting up to date (the `Accrued` event; `lastAccrual()` and `lastTotalAssets()` show the state). By default a strategy\'s assets still change only at reports, as in 3.0.4.',
    ],
    strategists: [
      '`setPaused(bool)`: management or the emergency admin can pause, only management can unpause; pausing stops the four ERC-4626 entry points but leaves `report`, `tend`, shutdown and configuration working. `emergencyWithdraw` now works when the strategy is paused or shut down (before: only shut down).',
      'New optional hook `_strategyTotalAssets()` (public as `strategyTotalAssets()`): a read-only estimate of all assets, used for accrual between reports. The default returns `lastTotalAssets()`; override it only with a view that does not harvest or change state.',
      'BaseStrategy reads the implementation through a library instead of the `TokenizedStrategy` immutable, adds the `nonReentrantTokenized` modifier (shares the implementation\'s reentrancy lock with your own functions) and an overridable `_initialize`, and points `tokenizedStrategyAddress` at the 3.1.0 implementation.',
      '`setProfitMaxUnlockTime` no longer rejects values over one year: values larger than `uint32` are clamped.',
    ],
    caveat:
      'Source of the vault notes: yearn/yearn-vaults-v3 at commit `5b698f9`, `contracts/VaultV3.vy`, the commit that yearn/tokenized-strategy-periphery pins as release v3.1.0. Changes to the 3.1.0 factory beyond its version string are outside these notes: read its verified source on Etherscan before relying on factory behavior new in 3.1.0.',
  },
  {
    version: '3.0.4',
    tags: [
      {repository: VAULTS, tag: 'v3.0.4', date: '2024-10-31'},
      {repository: STRATEGY, tag: 'v3.0.4', date: '2024-10-30'},
    ],
    integrators: [
      'Fixes from the ChainSecurity audit of the vault; no function was added or removed.',
      'New `UpdateFutureRoleManager` event, emitted by `transfer_role_manager` when a role-manager transfer starts.',
      '`update_debt` documents its return value as the strategy\'s new current debt.',
    ],
    strategists: ['TokenizedStrategy and BaseStrategy change only their version string and the implementation address.'],
  },
  {
    version: '3.0.3',
    tags: [
      {repository: VAULTS, tag: 'v3.0.3', date: '2024-09-24'},
      {repository: STRATEGY, tag: 'v3.0.3', date: '2024-09-24'},
    ],
    integrators: [
      'The role manager can rename a vault with `setName` and `setSymbol`.',
      'A debt manager can turn on `auto_allocate` (`set_auto_allocate`, event `UpdateAutoAllocate`): each deposit or mint then also moves the deposit into the first strategy of the default queue, and deposits revert if that queue is empty.',
    ],
    strategists: [
      'Management can rename a strategy with `setName`.',
      '`maxWithdraw` and `maxRedeem` gain overloads that take a `maxLoss` in basis points.',
    ],
  },
  {
    version: '3.0.2',
    tags: [
      {repository: VAULTS, tag: 'v3.0.2', date: '2024-03-05'},
      {repository: STRATEGY, tag: 'v3.0.2', date: '2024-03-05'},
    ],
    integrators: [
      'New vaults are minimal-proxy clones of the vault original, set up by `initialize`; `FACTORY()` returns the factory that deployed the vault.',
      'Open roles are gone (`set_open_role`, `close_open_role`, `RoleStatusChanged`), and so are `increaseAllowance` and `decreaseAllowance`.',
    ],
    strategists: [
      '`init` became `initialize`; `totalIdle()`, `totalDebt()`, `increaseAllowance` and `decreaseAllowance` were removed.',
      'The role checks `isManagement`, `isKeeperOrManagement` and `isEmergencyAuthorized` became `requireManagement`, `requireKeeperOrManagement` and `requireEmergencyAuthorized`, which revert instead of returning false.',
    ],
  },
  {
    version: '3.0.1',
    tags: [
      {repository: VAULTS, tag: 'v3.0.1', date: '2023-10-19'},
      {repository: STRATEGY, tag: 'v3.0.1', date: '2023-10-18'},
    ],
    integrators: ['The first release in the release registry. Its factory deploys each vault from an ERC-5202 blueprint rather than by cloning.'],
    strategists: ['The first TokenizedStrategy in the release registry; strategies inherit BaseStrategy and delegate their ERC-4626 logic to it.'],
  },
];
