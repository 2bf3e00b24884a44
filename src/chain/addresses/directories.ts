import type {Address} from 'viem';

/**
 * The on-chain directories that confirm the other addresses: the contracts
 * the live check reads. They are address book entries too, which take their
 * addresses from here; the live check imports only this small module, so
 * the browser's chain code does not carry a second copy of the whole book
 * (the widgets of a page already bring it).
 */
export const DIRECTORIES = {
  /** V3 ProtocolAddressProvider, one CREATE2 address for every V3 chain. */
  addressProvider: '0x775F09d6f3c8D2182DFA8bce8628acf51105653c',
  /** V3 ReleaseRegistry, one CREATE2 address for every V3 chain. */
  releaseRegistry: '0x0377b4daDDA86C89A0091772B79ba67d0E5F7198',
  /** Yearn's V3 vault Registry, listed at one address for every V3 chain. */
  registry: '0xd40ecF29e001c76Dcc4cC0D9cd50520CE845B038',
  /** veYFI GaugeRegistry (mainnet). */
  gaugeRegistry: '0x1D0fdCb628b2f8c0e22354d45B3B2D4cE9936F8B',
} as const satisfies Record<string, Address>;

/**
 * Yearn's V3 role manager of each chain, whose getters confirm the chain's
 * other Yearn contracts. yearn-devdocs lists the zero address for Optimism's
 * role manager and accountant: they are not deployed there.
 */
export const ROLE_MANAGERS = {
  mainnet: '0xb3bd6B2E61753C311EFbCF0111f75D29706D9a41',
  polygon: '0x9bcD66bf09ebe5DD35A868307B7638Fd281061E2',
  base: '0xea3481244024E2321cc13AcAa80df1050f1fD456',
  arbitrum: '0x3BF72024420bdc4D7cA6a8b6211829476D6685b1',
  katana: '0x2297d2486070655c3a162b02c64248A2f9dBC9a4',
} as const satisfies Record<string, Address>;

/** The Daddy (Yearn multisig) of each chain, which the chain's role manager's getDaddy() must return. */
export const DADDIES = {
  mainnet: '0xFEB4acf3df3cDEA7399794D0869ef76A6EfAff52',
  optimism: '0xF5d9D6133b698cE29567a90Ab35CfB874204B3A7',
  polygon: '0xC4ad0000E223E398DC329235e6C497Db5470B626',
  base: '0xbfAABa9F56A39B814281D68d2Ad949e88D06b02E',
  arbitrum: '0xb6bc033D34733329971B938fEf32faD7e98E56aD',
  katana: '0xe6ad5A88f5da0F276C903d9Ac2647A937c917162',
} as const satisfies Record<string, Address>;

export const ROLE_MANAGER_BY_CHAIN: Readonly<Partial<Record<number, Address>>> = {
  1: ROLE_MANAGERS.mainnet,
  137: ROLE_MANAGERS.polygon,
  8453: ROLE_MANAGERS.base,
  42161: ROLE_MANAGERS.arbitrum,
  747474: ROLE_MANAGERS.katana,
};

export const DADDY_BY_CHAIN: Readonly<Partial<Record<number, Address>>> = {
  1: DADDIES.mainnet,
  10: DADDIES.optimism,
  137: DADDIES.polygon,
  8453: DADDIES.base,
  42161: DADDIES.arbitrum,
  747474: DADDIES.katana,
};
