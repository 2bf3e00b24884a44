import type {ChainView, EnrichedPosition, VaultStatus} from '@site/src/positions/browser';

import styles from './styles.module.css';

type Format = Pick<typeof import('@site/src/positions/browser'), 'formatAmount' | 'formatUsd'>;

const GENERATION = {v3: 'V3', v2: 'V2', v1: 'V1'} as const;

const STATUS_TEXT: Record<VaultStatus, string> = {
  active: 'Active',
  retired: 'Retired: withdrawals only',
  'shut down': 'Shut down: withdrawals only',
  'not listed': 'Not in the vault data service',
  unknown: 'Not shut down (retirement unknown)',
};

/** One chain of a search: checking, could not check, or its positions. */
export default function ChainResult({name, view, format}: {name: string; view: ChainView; format: Format}) {
  return (
    <section
      className={styles.chain}
      data-chain-id={view.chainId}
      data-state={view.state}
      aria-busy={view.state === 'checking'}
    >
      <h2 className={styles.chainName}>{name}</h2>
      {view.state === 'checking' && <p className={styles.muted}>Checking…</p>}
      {view.state === 'failed' && (
        <p className={styles.problem}>Could not check this chain: {view.reason}. The other chains are not affected.</p>
      )}
      {view.state === 'done' && (
        <>
          <p className={styles.muted}>
            {view.positions.length === 0
              ? `No positions among the ${view.vaultsChecked} vaults checked.`
              : `${view.positions.length} of the ${view.vaultsChecked} vaults checked.`}
          </p>
          {view.problems.length > 0 && (
            <details className={styles.problems}>
              <summary>Some vaults could not be read, so this list may be incomplete ({view.problems.length})</summary>
              <ul>
                {view.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </details>
          )}
          {view.positions.map((position) => (
            <Position
              key={position.vault}
              position={position}
              format={format}
              servicesDone={view.servicesDone}
              dataProblem={view.dataProblem}
              priceProblem={view.priceProblem}
            />
          ))}
        </>
      )}
    </section>
  );
}

interface PositionProps {
  readonly position: EnrichedPosition;
  readonly format: Format;
  readonly servicesDone: boolean;
  readonly dataProblem: string | null;
  readonly priceProblem: string | null;
}

function Position({position, format, servicesDone, dataProblem, priceProblem}: PositionProps) {
  const {exit} = position;
  const asset = position.assetSymbol ?? 'of the asset';
  let usd: string;
  if (position.usdValue !== null) usd = format.formatUsd(position.usdValue);
  else if (!servicesDone) usd = 'asking the price service…';
  else
    usd = priceProblem ? `unavailable: ${priceProblem}` : 'unavailable: the price service has no price for this asset';
  let status = STATUS_TEXT[position.status];
  if (!servicesDone && position.status === 'unknown') status = 'Asking the vault data service…';
  else if (position.status === 'unknown' && dataProblem) status = `${status}: ${dataProblem}`;

  return (
    <article className={styles.position} data-vault={position.vault}>
      <h3 className={styles.positionName}>
        {position.displayName} <span className={styles.muted}>({position.symbol})</span>
      </h3>
      <dl className={styles.facts}>
        <dt>Vault</dt>
        <dd>
          {exit ? (
            <a href={exit.explorerUrl} target="_blank" rel="noopener noreferrer">
              <code>{position.vault}</code>
            </a>
          ) : (
            <code>{position.vault}</code>
          )}
        </dd>
        <dt>Version</dt>
        <dd>
          {GENERATION[position.generation]}
          {position.apiVersion ? ` ${position.apiVersion}` : ''}
        </dd>
        <dt>Status</dt>
        <dd data-field="status">{status}</dd>
        <dt>Shares</dt>
        <dd data-field="shares">{format.formatAmount(position.shares, position.decimals)}</dd>
        <dt>Value</dt>
        <dd data-field="value">
          {format.formatAmount(position.assets, position.decimals)} {asset}
        </dd>
        <dt>In US dollars</dt>
        <dd data-field="usd">{usd}</dd>
      </dl>
      <ul className={styles.summaryList}>
        {position.summary.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {position.yearnFiUrl && (
        <p>
          <a
            className="button button--primary button--sm"
            href={position.yearnFiUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Withdraw on yearn.fi
          </a>
        </p>
      )}
      {exit && (
        <details className={styles.exit} open={!position.yearnFiUrl || exit.reverts !== null}>
          <summary>
            {position.yearnFiUrl ? 'The exit call, to make it without yearn.fi' : 'How to exit: the call to make'}
          </summary>
          <ExitCallBox call={exit} />
          {position.exitAcceptingLoss && (
            <>
              <p>The second call: the same exit, accepting the loss.</p>
              <ExitCallBox call={position.exitAcceptingLoss} />
            </>
          )}
        </details>
      )}
    </article>
  );
}

type Call = NonNullable<EnrichedPosition['exit']>;

/** One exit call: its function, arguments, calldata and where to send it; a call that would fail says so first. */
function ExitCallBox({call}: {call: Call}) {
  return (
    <div data-exit-call={call.maxLossBps ?? 'none'}>
      {call.reverts && (
        <p className={styles.problem} data-field="reverts">
          Sent now, this call fails: {call.reverts}.
        </p>
      )}
      <p>
        Call <code>{call.signature}</code> on the vault, from the holding address:
      </p>
      <table className={styles.args}>
        <thead>
          <tr>
            <th scope="col">Argument</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {call.args.map((arg) => (
            <tr key={arg.name}>
              <td>
                <code>{arg.name}</code>
              </td>
              <td>
                <code data-arg={arg.name}>{arg.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Calldata, for a wallet that takes raw data:</p>
      <pre className={styles.calldata} data-field="calldata">
        <code>{call.data}</code>
      </pre>
      <p>
        <a href={call.explorerWriteUrl} target="_blank" rel="noopener noreferrer">
          Open the vault&apos;s write page on the explorer
        </a>{' '}
        and connect the holding wallet there. Check every value in your wallet before you sign.
      </p>
    </div>
  );
}
