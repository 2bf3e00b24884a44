import {lazy, Suspense, useId, useMemo, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import {readTotalSupply} from '@site/src/chain/access';
import type {AddressEntry} from '@site/src/chain/addresses/types';
import {LOADING} from '@site/src/config/site';
import {useChainRead} from '@site/src/hooks/useChainRead';
import {useNearView} from '@site/src/hooks/useNearView';
import {
  boostedBalance,
  boostMultiple,
  formatDecimal,
  lockEnd,
  parseDecimal,
  VEYFI,
  veYfiBalance,
  veYfiForFullBoost,
} from '@site/src/veyfi/formulas';

import {useNowSeconds} from '@site/src/veyfi/useNowSeconds';
import styles from './styles.module.css';

const BoostChart = lazy(() => import('./BoostChart'));

/**
 * Illustrative totals used until (or unless) the chain answers: the round
 * numbers of the worked examples on the calculator page.
 */
export const STATIC_TOTALS = {veYfiSupply: '10000', gaugeTotal: '100000'} as const;

interface LiveTotals {
  readonly veYfiSupply: bigint;
  readonly gaugeTotal: bigint;
}

function Field({
  label,
  value,
  onChange,
  hint,
  suffix,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly suffix?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.inputRow}>
        <input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={parseDecimal(value) === null}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </span>
      {hint && <small className={styles.hint}>{hint}</small>}
    </div>
  );
}

export interface VeYfiCalculatorProps {
  /** The veYFI token and the gauges to choose from, added by the build (plugins/widget-entries). */
  readonly veYfi: AddressEntry;
  readonly gauges: readonly AddressEntry[];
}

/**
 * The veYFI calculator: lock amount and duration give a veYFI balance; with a
 * gauge deposit and the live totals they give the boosted balance and boost.
 * All arithmetic is in src/veyfi/formulas.ts (the contracts' integer math).
 */
export default function VeYfiCalculator({veYfi, gauges}: VeYfiCalculatorProps) {
  const [amount, setAmount] = useState('10');
  const [weeks, setWeeks] = useState(String(VEYFI.maxLockWeeks));
  const [deposit, setDeposit] = useState('1000');
  const [gaugeId, setGaugeId] = useState(gauges[0]?.id ?? '');
  const [veTotalText, setVeTotalText] = useState<string | null>(null);
  const [gaugeTotalText, setGaugeTotalText] = useState<string | null>(null);
  const now = useNowSeconds();
  const gaugeSelectId = useId();
  const chartBox = useRef<HTMLDivElement>(null);
  const calculatorBox = useRef<HTMLElement>(null);
  const chartNear = useNearView(chartBox, LOADING.chartLoadMarginPx);
  const weeksId = useId();

  const live = useChainRead(
    async (): Promise<LiveTotals> => {
      const gauge = gauges.find((entry) => entry.id === gaugeId);
      if (!gauge) throw new Error(`Unknown gauge ${gaugeId}`);
      const [veYfiSupply, gaugeTotal] = await Promise.all([readTotalSupply(veYfi), readTotalSupply(gauge)]);
      return {veYfiSupply, gaugeTotal};
    },
    `totals:${gaugeId}`,
    calculatorBox,
  );

  const liveText = (value: bigint | undefined) =>
    value === undefined ? undefined : formatDecimal(value, 2).replace(/,/g, '');
  const veTotalShown =
    veTotalText ?? (live.state === 'done' ? liveText(live.value.veYfiSupply) : undefined) ?? STATIC_TOTALS.veYfiSupply;
  const gaugeTotalShown =
    gaugeTotalText ?? (live.state === 'done' ? liveText(live.value.gaugeTotal) : undefined) ?? STATIC_TOTALS.gaugeTotal;

  let totalsNote: string;
  if (live.state === 'done') totalsNote = 'Totals read live from Ethereum mainnet; you can edit them.';
  else if (live.state === 'failed')
    totalsNote = `Could not read live totals (${live.reason}); using the illustrative totals of the examples below.`;
  else if (live.state === 'loading') totalsNote = 'Reading live totals…';
  else totalsNote = 'Illustrative totals; live totals are read when JavaScript is on.';

  const result = useMemo(() => {
    const lockAmount = parseDecimal(amount);
    const lockWeeks = Number(weeks);
    const depositAmount = parseDecimal(deposit);
    const veTotal = parseDecimal(veTotalShown);
    const gaugeTotal = parseDecimal(gaugeTotalShown);
    if (
      lockAmount === null ||
      depositAmount === null ||
      veTotal === null ||
      gaugeTotal === null ||
      !Number.isFinite(lockWeeks)
    )
      return null;
    const ve = veYfiBalance(lockAmount, lockEnd(now, Math.min(lockWeeks, VEYFI.maxLockWeeks)), now);
    // Your deposit is part of the gauge's total; your new veYFI adds to the supply if it is not in it yet.
    const total = gaugeTotal < depositAmount ? depositAmount : gaugeTotal;
    const veSupply = veTotal < ve ? ve : veTotal;
    const boosted = boostedBalance(depositAmount, total, ve, veSupply);
    return {
      ve,
      boosted,
      boost: boostMultiple(depositAmount, boosted),
      needed: veYfiForFullBoost(depositAmount, total, veSupply),
      depositShare: total > 0n ? Number((depositAmount * 1_000_000n) / total) / 1_000_000 : 0,
      veShare: veSupply > 0n ? Number((ve * 1_000_000n) / veSupply) / 1_000_000 : 0,
    };
  }, [amount, weeks, deposit, veTotalShown, gaugeTotalShown, now]);

  return (
    <section ref={calculatorBox} className={styles.root} aria-label="veYFI calculator" data-calculator="veyfi">
      <div className={styles.inputs}>
        <Field label="Lock amount" suffix="YFI" value={amount} onChange={setAmount} />
        <div className={styles.field}>
          <label htmlFor={weeksId}>Lock duration: {weeks} weeks</label>
          <input
            id={weeksId}
            type="range"
            min={1}
            max={VEYFI.maxLockWeeks}
            value={weeks}
            onChange={(event) => setWeeks(event.target.value)}
          />
          <small className={styles.hint}>Unlock dates round down to whole weeks; only the first 4 years count.</small>
        </div>
        <Field label="Gauge deposit" suffix="vault tokens" value={deposit} onChange={setDeposit} />
        <div className={styles.field}>
          <label htmlFor={gaugeSelectId}>Gauge</label>
          <select
            id={gaugeSelectId}
            value={gaugeId}
            onChange={(event) => {
              setGaugeId(event.target.value);
              setGaugeTotalText(null);
            }}
          >
            {gauges.map((gauge) => (
              <option key={gauge.id} value={gauge.id}>
                {gauge.label}
              </option>
            ))}
          </select>
        </div>
        <Field label="Total veYFI supply" suffix="veYFI" value={veTotalShown} onChange={setVeTotalText} />
        <Field
          label="Gauge total deposits (including yours)"
          suffix="vault tokens"
          value={gaugeTotalShown}
          onChange={setGaugeTotalText}
          hint={totalsNote}
        />
      </div>

      {result ? (
        <dl className={styles.outputs} aria-live="polite">
          <div>
            <dt>veYFI balance</dt>
            <dd data-output="veyfi">{formatDecimal(result.ve)}</dd>
          </div>
          <div>
            <dt>Boosted balance</dt>
            <dd data-output="boosted">{formatDecimal(result.boosted)}</dd>
          </div>
          <div>
            <dt>Boost</dt>
            <dd data-output="boost">{result.boost === null ? '–' : `${result.boost.toFixed(2)}x`}</dd>
          </div>
          <div>
            <dt>veYFI for the full 10x</dt>
            <dd data-output="needed">{formatDecimal(result.needed)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.invalid} role="alert">
          Enter amounts as plain numbers, for example 12.5.
        </p>
      )}

      {result && (
        // uPlot loads when the chart's box nears the view; until then the box keeps its place.
        <div ref={chartBox} data-chart="boost">
          <BrowserOnly fallback={<div className={styles.chart} />}>
            {() =>
              chartNear ? (
                <Suspense fallback={<div className={styles.chart}>Loading chart…</div>}>
                  <BoostChart depositShare={result.depositShare} veShare={result.veShare} />
                </Suspense>
              ) : (
                <div className={styles.chart} />
              )
            }
          </BrowserOnly>
        </div>
      )}
    </section>
  );
}
