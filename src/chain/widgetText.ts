/**
 * Static text of the chain widgets for the plain-Markdown copies of pages
 * (plugins/markdown-export): an address widget becomes its address linked to
 * the explorer, an ENS widget its name; the live parts have no static text.
 * No viem here: it runs at build time and only reads the address book.
 */
import {V3_RELEASES} from '../data/v3Releases';
import {getEntry} from './addressBook';
import {explorerUrl} from './explorer';
import {networkOf} from './networks';
import {SNAPSHOT_DATE} from './addresses/snapshot';
import {releaseEntryId} from './addresses/v3';

/** An address linked to the explorer of its chain; an address on several chains lists each chain's link. */
const addressLink = (id: string, chain?: string) => {
  const entry = getEntry(id);
  const chains = chain ? [Number(chain)] : entry.chains;
  if (!chains.every((c) => entry.chains.includes(c)))
    throw new Error(`Address book entry "${id}" is not on chain ${chain}`);
  if (chains.length === 1) return `[\`${entry.address}\`](${explorerUrl(networkOf(chains[0]!), entry.address)})`;
  const links = chains.map((c) => `[${networkOf(c).name}](${explorerUrl(networkOf(c), entry.address)})`);
  return `\`${entry.address}\` on ${links.join(', ')}`;
};

/** A V3 release section (the V3Release widget) as Markdown. */
function releaseText(version: string): string {
  const release = V3_RELEASES.find((r) => r.version === version);
  if (!release) throw new Error(`Unknown V3 release "${version}" (see src/data/v3Releases.ts)`);
  const tags = release.tags.map(
    (t) => `[${t.repository} ${t.tag}](https://github.com/${t.repository}/tree/${t.tag}) on ${t.date}`,
  );
  const pins = (release.pinned ?? []).map(
    (pin) =>
      `Source of ${pin.repository}: [commit ${pin.commit.slice(0, 7)}](https://github.com/${pin.repository}/tree/${pin.commit}), pinned as v${version} by ${pin.pinnedBy} since ${pin.date}.`,
  );
  return [
    `Tagged ${tags.join(' and ')}.`,
    ...pins,
    [
      '| Contract | Address |',
      '| --- | --- |',
      `| Vault original | ${addressLink(releaseEntryId(version, 'vault-original'))} |`,
      `| Vault factory | ${addressLink(releaseEntryId(version, 'factory'))} |`,
      `| Tokenized strategy | ${addressLink(releaseEntryId(version, 'tokenized-strategy'))} |`,
    ].join('\n'),
    ...(release.caveat ? [`> **Not covered by the sources read.** ${release.caveat}`] : []),
    `For integrators:\n\n${release.integrators.map((line) => `- ${line}`).join('\n')}`,
    `For strategists:\n\n${release.strategists.map((line) => `- ${line}`).join('\n')}`,
  ].join('\n\n');
}

export function renderChainWidgetText(name: string, props: Readonly<Record<string, string>>): string {
  switch (name) {
    case 'ContractAddress':
      return addressLink(props.id ?? '', props.chain);
    case 'SnapshotDate':
      return SNAPSHOT_DATE;
    case 'V3Release':
      return releaseText(props.version ?? '');
    case 'EnsName':
      return props.name ? `\`${props.name}\`` : '';
    case 'SafeSigners': {
      const entry = getEntry(props.id ?? '');
      return props.documented
        ? `${entry.label}: ${props.documented} signatures (documented; check the Safe for the current owners).`
        : '';
    }
    default:
      return props.address ? `\`${props.address}\`` : '';
  }
}
