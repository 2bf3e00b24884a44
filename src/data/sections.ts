/**
 * The entry points of each docs area, shown on the home page and on the
 * section landing pages (/getting-started, /developers, ...). Every `to` must
 * be a route of the site; the e2e route test visits each one.
 */
import type {DocsAreaId} from '../config/areas';

export interface SectionLink {
  readonly title: string;
  readonly to: string;
  readonly description: string;
}

export const SECTION_LINKS: Readonly<Record<DocsAreaId, readonly SectionLink[]>> = {
  'docs-getting-started': [
    {title: 'Welcome to Yearn', to: '/getting-started/intro', description: 'What Yearn is and how these user docs are organised.'},
    {title: 'Products', to: '/getting-started/products', description: 'yVaults, yLockers, yBAL and yPools, one card each.'},
    {title: 'Using Yearn V3 vaults', to: '/getting-started/guides/using-yearn-v3', description: 'Deposit into and withdraw from a V3 vault, step by step.'},
    {title: 'Staking YFI', to: '/getting-started/guides/staking-yfi', description: 'Stake YFI as stYFI or stYFIx, unstake over 14 days, claim rewards.'},
    {title: 'How APY works', to: '/getting-started/guides/how-apy-works', description: 'APR, APY, compounding and how Yearn reports yield.'},
    {title: 'User FAQ', to: '/getting-started/guides/user-faq', description: 'Short answers to the questions depositors ask most.'},
  ],
  'docs-developers': [
    {title: 'Building on Yearn', to: '/developers/building-on-yearn', description: 'The map of the developer docs and first steps for each kind of builder.'},
    {title: 'Integrating V3 vaults', to: '/developers/v3/Integrating_v3', description: 'ERC-4626 deposits, withdrawals with max loss, and pricing shares.'},
    {title: 'Strategy writing guide', to: '/developers/v3/strategy_writing_guide', description: 'Write, test and deploy a tokenized strategy.'},
    {title: 'V3 releases', to: '/developers/v3/releases', description: 'The current release, 3.1.0, and every earlier one: addresses checked live and what changed.'},
    {title: 'Contract addresses', to: '/developers/addresses/', description: 'Every mainnet address, and how to verify it on chain.'},
    {title: 'Security', to: '/developers/security/', description: 'Audits, bug bounty, emergency procedures and risk scores.'},
  ],
  'docs-contributing': [
    {title: 'The Yearn DAO', to: '/contributing/introduction', description: 'How Yearn is organised and how decisions are made.'},
    {title: 'How to contribute', to: '/contributing/contribute', description: 'Where to start with code, docs, strategies and community work.'},
    {title: 'Proposal process', to: '/contributing/governance/proposal-process', description: 'From forum idea to Snapshot vote to execution.'},
    {title: 'stYFI', to: '/contributing/governance/styfi', description: 'Governance staking since YIP-88, and migrating from veYFI.'},
    {title: 'veYFI (legacy)', to: '/contributing/governance/veYFI-intro', description: 'The vote-escrow system that stYFI replaced, for existing locks.'},
    {title: 'Working on these docs', to: '/contributing/documentation/working-on-docs', description: 'Clone, preview, write a page and open a pull request.'},
  ],
  'docs-resources': [
    {title: 'DeFi glossary', to: '/resources/defi-glossary', description: 'Plain definitions of the terms these docs use.'},
    {title: 'FAQ', to: '/resources/faq', description: 'General questions about Yearn, YFI and safety.'},
    {title: 'Official links', to: '/resources/links', description: 'Apps, repositories, audits, governance and community channels.'},
    {title: 'Deprecated Projects', to: '/resources/deprecated/', description: 'What each retired product was and what to use now.'},
  ],
  'docs-partners': [
    {title: 'Partner introduction', to: '/partners/introduction', description: 'What Yearn offers protocols, wallets and integrators.'},
    {title: 'Integration guide', to: '/partners/integration_guide', description: 'Read prices and deposit through ERC-4626 with viem or Solidity.'},
    {title: 'yvTokens as collateral', to: '/partners/yvtokens-as-collateral', description: 'Pricing, oracles and risks of listing vault tokens.'},
    {title: 'Submitting a pull request', to: '/partners/submit_pr', description: 'Add your integration or token data to Yearn repositories.'},
  ],
};
