/** V3 vault role bitmasks spelled out by name (`VAULT_V3_ROLES`, read from the tagged VaultV3 source). */
import {VAULT_V3_ROLES} from '../reference/constants';

export type RoleName = keyof typeof VAULT_V3_ROLES;

const ALL_ROLES = Object.values(VAULT_V3_ROLES).reduce((all, flag) => all | flag, 0n);
const ROLE_COUNT = Object.keys(VAULT_V3_ROLES).length;

/** Roles whose grant to an unknown account lets it move or lose depositors' funds. */
export const POWERFUL_ROLES: readonly RoleName[] = [
  'DEBT_MANAGER',
  'ADD_STRATEGY_MANAGER',
  'ACCOUNTANT_MANAGER',
  'EMERGENCY_MANAGER',
];

export interface RoleMask {
  readonly names: readonly RoleName[];
  readonly all: boolean;
  /** Bits set that no role uses. */
  readonly unknownBits: bigint;
  /** `all fourteen roles`, `DEBT_MANAGER and REPORTING_MANAGER`, `no role`. */
  readonly text: string;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];

export function spellRoles(mask: bigint): RoleMask {
  const names = (Object.entries(VAULT_V3_ROLES) as [RoleName, bigint][])
    .filter(([, flag]) => (mask & flag) !== 0n)
    .map(([name]) => name);
  const all = (mask & ALL_ROLES) === ALL_ROLES;
  const unknownBits = mask & ~ALL_ROLES;
  const listed =
    names.length === 0
      ? 'no role'
      : names.length === 1
        ? names[0]!
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const text = all ? `all ${NUMBER_WORDS[ROLE_COUNT] ?? ROLE_COUNT} roles` : listed;
  return {names, all, unknownBits, text: unknownBits ? `${text} (and bits no role uses: ${unknownBits})` : text};
}

/** VaultV3's role setters: their uint256 is a role bitmask. */
export const ROLE_SETTERS: ReadonlySet<string> = new Set(['set_role', 'add_role', 'remove_role']);
