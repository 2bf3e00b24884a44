/**
 * The pure parts of the tools: page paths, address and contract lookups over
 * the published JSON. No I/O, so unit tests cover them directly.
 */
import MiniSearch from 'minisearch';
import {isAddress, isAddressEqual} from 'viem';

import type {
  AddressBookFile,
  ContractIndexFile,
  PublishedAddress,
  PublishedContract,
  PublishedMember,
} from '../src/agents/api';
import {VIEM_CHAINS} from '../src/chain/networks';

/** A tool argument that cannot be answered; the message is shown to the model as is. */
export class LookupError extends Error {
  override readonly name = 'LookupError';
}

/**
 * The route of a page from a path or URL a model gives: `/developers/v3/overview`,
 * `developers/v3/overview.md`, `https://docs.yearn.fi/developers/v3/overview#roles`.
 * URLs must be on one of `siteOrigins`; paths must stay inside the site.
 */
export function pageRoute(input: string, siteOrigins: readonly string[]): string {
  let pathname = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch (error) {
      throw new LookupError(`"${input}" is not a valid URL`, {cause: error});
    }
    const origins = siteOrigins.map((origin) => new URL(origin).origin);
    if (!origins.includes(url.origin))
      throw new LookupError(`${url.origin} is not this site (${origins.join(' or ')})`);
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch (error) {
    throw new LookupError(`"${input}" is not a valid path`, {cause: error});
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\'))) {
    throw new LookupError(`"${input}" is outside the site: use a page path such as /developers/v3/overview`);
  }
  if (segments.some((segment) => !/^[\w.-]+$/.test(segment)))
    throw new LookupError(`"${input}" is not a page path of this site`);
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.(md|html)$/, '');
  if (segments[last] === 'index') segments.pop();
  if (!segments.length)
    throw new LookupError('the home page has no Markdown copy: ask for a docs page, such as /developers/v3/overview');
  return `/${segments.join('/')}`;
}

const nameWords = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join(' ');

/**
 * The candidates nearest to a name or path that matched nothing (a page path,
 * a contract or member name): each word of it may be misspelt or missing.
 */
export function closestNames(query: string, candidates: readonly string[], count: number): string[] {
  const index = new MiniSearch<{id: string; words: string}>({fields: ['words'], storeFields: []});
  index.addAll([...new Set(candidates)].map((candidate) => ({id: candidate, words: nameWords(candidate)})));
  return index
    .search(nameWords(query), {fuzzy: 0.3, prefix: true, combineWith: 'OR'})
    .slice(0, count)
    .map((result) => String(result.id));
}

export interface AddressQuery {
  readonly query: string;
  /** Chain id, or a chain name as the book spells it (`Ethereum`, `Base`). */
  readonly chain?: number | string;
}

/** A chain named by id, or by its name as viem spells it (`Ethereum`, `Base`, `OP Mainnet`, `Arbitrum One`, `Katana`). */
export function chainIdOf(chain: number | string): number {
  if (typeof chain === 'number') return chain;
  if (/^\d+$/.test(chain)) return Number(chain);
  const wanted = chain.trim().toLowerCase();
  const found = VIEM_CHAINS.find(
    (candidate) => candidate.name.toLowerCase() === wanted || candidate.name.toLowerCase().split(' ')[0] === wanted,
  );
  if (!found)
    throw new LookupError(
      `unknown chain "${chain}"; known: ${VIEM_CHAINS.map((c) => c.name).join(', ')} (or a chain id)`,
    );
  return found.id;
}

function ensNamesOf(entry: PublishedAddress): string[] {
  const s = entry.source;
  if (s.kind === 'ens') return [s.name];
  if (s.kind === 'provider' && s.ens) return [s.ens];
  return [];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Entries matching an address, an ENS name, or every word of a name
 * (`v3 release registry`), best first: exact label, then shorter labels.
 */
export function findAddresses(book: AddressBookFile, {query, chain}: AddressQuery): PublishedAddress[] {
  const chainId = chain === undefined ? undefined : chainIdOf(chain);
  const onChain = book.entries.filter((entry) => chainId === undefined || entry.chainId === chainId);
  const text = query.trim();
  if (isAddress(text, {strict: false}))
    return onChain.filter((entry) => isAddressEqual(entry.address as `0x${string}`, text));
  if (/\.eth$/i.test(text)) return onChain.filter((entry) => ensNamesOf(entry).includes(text.toLowerCase()));
  const wanted = words(text);
  if (!wanted.length) throw new LookupError('give a contract name, an ENS name or an address');
  const haystack = (entry: PublishedAddress) =>
    new Set(words(`${entry.id} ${entry.label} ${entry.confirmedBy} ${entry.chain}`));
  const matches = onChain.filter((entry) => {
    const have = haystack(entry);
    return wanted.every(
      (word) => have.has(word) || [...have].some((candidate) => candidate.startsWith(word) && word.length >= 3),
    );
  });
  const exact = (entry: PublishedAddress) => (entry.label.toLowerCase() === text.toLowerCase() ? 0 : 1);
  return matches.sort((a, b) => exact(a) - exact(b) || a.label.length - b.label.length);
}

export interface ContractQuery {
  readonly name: string;
  readonly version?: string;
  readonly member?: string;
}

export interface ContractAnswer {
  readonly contract: Omit<PublishedContract, 'members'>;
  /** Every version the reference has, newest current one first. */
  readonly versions: readonly {readonly version: string; readonly deprecated: boolean; readonly url: string}[];
  /** The matching members when `member` was given (overloads give several), else every member in short. */
  readonly members:
    | readonly PublishedMember[]
    | readonly {readonly kind: string; readonly signature: string; readonly selector: string | null}[];
}

/** Names suggested when a contract or member is not found. */
const SUGGESTIONS = 8;

/** A contract (by name, any case), one of its versions, and optionally one member by name, signature or selector. */
export function findContract(index: ContractIndexFile, {name, version, member}: ContractQuery): ContractAnswer {
  const all = index.contracts.filter((contract) => contract.name.toLowerCase() === name.trim().toLowerCase());
  if (!all.length) {
    const names = [...new Set(index.contracts.map((contract) => contract.name))].sort();
    const near = closestNames(name, names, SUGGESTIONS);
    throw new LookupError(
      `no contract named "${name}" in the reference; ${near.length ? `closest: ${near.join(', ')}` : `contracts: ${names.join(', ')}`}`,
    );
  }
  const ordered = [...all].sort(
    (a, b) => Number(a.deprecated) - Number(b.deprecated) || b.version.localeCompare(a.version, 'en', {numeric: true}),
  );
  const chosen =
    version === undefined
      ? ordered[0]!
      : ordered.find((contract) => contract.version === version.trim().replace(/^v/i, ''));
  if (!chosen)
    throw new LookupError(
      `${all[0]!.name} has no version "${version}"; versions: ${ordered.map((c) => c.version).join(', ')}`,
    );
  const {members, ...contract} = chosen;
  const versions = ordered.map((c) => ({version: c.version, deprecated: c.deprecated, url: c.url}));
  if (member === undefined)
    return {
      contract,
      versions,
      members: members.map((m) => ({kind: m.kind, signature: m.signature, selector: m.selector})),
    };
  const wanted = member.trim();
  const byKey = (m: PublishedMember) =>
    /^0x[0-9a-f]+$/i.test(wanted)
      ? m.selector?.toLowerCase() === wanted.toLowerCase()
      : wanted.includes('(')
        ? m.signature === wanted.replace(/\s+/g, '')
        : m.name.toLowerCase() === wanted.toLowerCase();
  const found = members.filter(byKey);
  if (!found.length) {
    throw new LookupError(
      `${chosen.name} ${chosen.version} has no member "${member}"; closest: ${
        closestNames(
          wanted.replace(/\(.*$/, ''),
          members.map((m) => m.name),
          SUGGESTIONS,
        ).join(', ') || 'none'
      }`,
    );
  }
  return {contract, versions, members: found};
}
