import Link from '@docusaurus/Link';

import type {RevertResult} from '@site/src/explain/reverts';

import styles from './styles.module.css';

const KINDS = {
  string: 'Revert message',
  panic: 'Solidity panic',
  'custom-error': 'Custom error',
  unknown: 'Unknown error',
} as const;

/** An explained revert: what was raised, what it means and what to do next, with its docs section. */
export default function RevertView({result}: {result: Extract<RevertResult, {ok: true}>}) {
  return (
    <div className={styles.revert} data-revert-kind={result.kind}>
      <h2 className={styles.heading}>
        {KINDS[result.kind]}: <code>{result.message}</code>
      </h2>
      <p data-revert-explanation="">{result.explanation}</p>
      {result.reason ? (
        <p>
          Raised by {result.reason.raisedBy}. <Link to={result.reason.docs}>Read more in the docs</Link>.
        </p>
      ) : null}
      {result.args?.length ? (
        <ul>
          {result.args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code>: <code>{arg.value}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {result.candidates?.length ? (
        <p>
          Declared by{' '}
          {result.candidates.map((c, i) => (
            <span key={`${c.contract} ${c.version} ${c.page}`}>
              {i ? ', ' : ''}
              {c.page.startsWith('/') ? (
                <Link to={c.page}>
                  {c.contract} {c.version}
                </Link>
              ) : (
                <a href={c.page}>
                  {c.contract} {c.version}
                </a>
              )}
            </span>
          ))}
          .
        </p>
      ) : null}
    </div>
  );
}
