import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';

import type {ReleaseContracts} from '@site/src/chain/widgetProps';
import ContractAddress from '@site/src/components/ContractAddress';
import {V3_RELEASES} from '@site/src/data/v3Releases';

import styles from './styles.module.css';

export interface V3ReleaseProps {
  /** A version of `src/data/v3Releases.ts`, e.g. `3.1.0`. */
  readonly version: string;
  /** The release's contracts, added by the build from `version` (plugins/widget-entries). */
  readonly contracts: ReleaseContracts;
}

/** Text with `code` spans, as the release notes are written. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * One V3 release: its tags (and pinned commits), its three contracts (verified live like every
 * address on the site) and what changed for integrators and strategists.
 */
export default function V3Release({version, contracts}: V3ReleaseProps) {
  const release = V3_RELEASES.find((r) => r.version === version);
  if (!release) throw new Error(`Unknown V3 release "${version}" (see src/data/v3Releases.ts)`);
  return (
    <div className={styles.root} data-release={version}>
      <p>
        Tagged{' '}
        {release.tags.map((t, i) => (
          <span key={t.repository}>
            {i > 0 && ' and '}
            <a href={`https://github.com/${t.repository}/tree/${t.tag}`}>
              {t.repository} {t.tag}
            </a>{' '}
            on <time dateTime={t.date}>{t.date}</time>
          </span>
        ))}
        .
      </p>
      {release.pinned?.map((pin) => (
        <p key={pin.repository}>
          Source of {pin.repository}:{' '}
          <a href={`https://github.com/${pin.repository}/tree/${pin.commit}`}>commit {pin.commit.slice(0, 7)}</a>,
          pinned as v{version} by <a href={`https://github.com/${pin.pinnedBy}`}>{pin.pinnedBy}</a> since{' '}
          <time dateTime={pin.date}>{pin.date}</time>.
        </p>
      ))}
      <table>
        <thead>
          <tr>
            <th>Contract</th>
            <th>Address</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Vault original</td>
            <td>
              <ContractAddress entry={contracts.vaultOriginal} />
            </td>
          </tr>
          <tr>
            <td>Vault factory</td>
            <td>
              <ContractAddress entry={contracts.factory} />
            </td>
          </tr>
          <tr>
            <td>Tokenized strategy</td>
            <td>
              <ContractAddress entry={contracts.tokenizedStrategy} />
            </td>
          </tr>
        </tbody>
      </table>
      {release.caveat && (
        <Admonition type="warning" title="Not covered by the sources read">
          {withCode(release.caveat)}
        </Admonition>
      )}
      <p className={styles.audience}>For integrators</p>
      <ul>
        {release.integrators.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
      <p className={styles.audience}>For strategists</p>
      <ul>
        {release.strategists.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
    </div>
  );
}
