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
    integrators: [
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
      'yearn/yearn-vaults-v3 has no v3.1.0 tag (its newest release tag is v3.0.4), so this page cannot say from tagged source what changed in the 3.1.0 vault original and factory. Read the deployed contracts on Etherscan before relying on vault behavior new in 3.1.0.',
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
