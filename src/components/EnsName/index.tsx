import {useRef} from 'react';

import {resolveName} from '@site/src/chain/access';
import {useChainRead} from '@site/src/hooks/useChainRead';

import styles from './styles.module.css';

export interface EnsNameProps {
  /** ENS name, e.g. `ychad.eth`. */
  readonly name: string;
}

/**
 * An ENS name and, once resolved live, the address it points to. A name with
 * no resolver or no address shows "no ENS name"; a failed read shows why.
 */
export default function EnsName({name}: EnsNameProps) {
  const box = useRef<HTMLSpanElement>(null);
  const resolved = useChainRead(() => resolveName(name), name, box);

  let status: string;
  let kind: string;
  if (resolved.state === 'idle' || resolved.state === 'loading') [status, kind] = ['', 'pending'];
  else if (resolved.state === 'failed') [status, kind] = [`could not resolve: ${resolved.reason}`, 'unverified'];
  else if (resolved.value === null) [status, kind] = ['no ENS name', 'missing'];
  else [status, kind] = [`→ ${resolved.value}`, 'resolved'];

  return (
    <span ref={box} className={styles.root} data-ens-name={name} data-status={kind}>
      <code>{name}</code>
      {status && <span className={styles.status}>{status}</span>}
    </span>
  );
}
