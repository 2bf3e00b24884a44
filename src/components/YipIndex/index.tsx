import {useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Relative paths (not @site) so the unit tests can render the component without Docusaurus's aliases.
import {formatDate, outcomeShort, STATUS_MEANING, yearOf, yipLabel} from '../../yips/format';
import type {YipIndexRow} from '../../yips/indexRows';
import {yipUrl} from '../../yips/paths';
import {YIP_STATUSES, type YipStatus} from '../../yips/statuses';

import styles from './styles.module.css';

const ALL = 'all';

/**
 * Every YIP of the archive as a list that the server renders in full, so it
 * reads and links without JavaScript. Once the page is interactive, two
 * filters (status and year) narrow the list and a live line says how many
 * proposals are shown.
 */
export interface YipIndexProps {
  /** Every proposal, newest first: added by the build (plugins/yips/remarkIndexRows.ts), never written in a page. */
  readonly rows: readonly YipIndexRow[];
}

export default function YipIndex({rows}: YipIndexProps) {
  const id = useId();
  // False on the server and during hydration, so the served HTML and the first client render match.
  const ready = useIsBrowser();
  const [status, setStatus] = useState<string>(ALL);
  const [year, setYear] = useState<string>(ALL);

  const years = useMemo(
    () => [...new Set(rows.map(yearOf).filter((y): y is number => y !== undefined))].sort((a, b) => b - a),
    [rows],
  );
  const shown = rows.filter(
    (yip) => (status === ALL || yip.status === status) && (year === ALL || String(yearOf(yip)) === year),
  );

  return (
    <div className={styles.root}>
      <form className={styles.filters} aria-label="Filter proposals" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            disabled={!ready}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value={ALL}>All statuses</option>
            {YIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-year`}>Year proposed</label>
          <select id={`${id}-year`} value={year} disabled={!ready} onChange={(event) => setYear(event.target.value)}>
            <option value={ALL}>All years</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} role="status" aria-live="polite">
          {shown.length === rows.length ? `${rows.length} proposals` : `${shown.length} of ${rows.length} proposals`}
        </p>
      </form>
      {shown.length === 0 ? (
        <p className={styles.empty}>No proposal matches both filters.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((yip) => (
            <li key={yip.number} className={styles.item} data-status={yip.status} data-year={yearOf(yip)}>
              <Link to={yipUrl(yip.number)} className={styles.title}>
                {yipLabel(yip)}
              </Link>
              <span className={styles.meta}>
                <StatusBadge status={yip.status} />
                <span>Proposed {formatDate(yip.proposed)}</span>
                <span>{outcomeShort(yip.outcome)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusBadge({status}: {readonly status: YipStatus}) {
  return (
    <span className={styles.status} data-status={status} title={STATUS_MEANING[status]}>
      {status}
    </span>
  );
}
