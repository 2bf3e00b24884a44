import {useEffect, useRef} from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import {boostCurve} from '@site/src/veyfi/formulas';

import styles from './styles.module.css';

export interface BoostChartProps {
  /** The deposit's share of the gauge (0..1). */
  readonly depositShare: number;
  /** The reader's share of all veYFI (0..1), marked on the curve. */
  readonly veShare: number;
}

const percent = (value: number) => `${(value * 100).toPrecision(3)} %`;

/**
 * Boost against share of the total veYFI supply, drawn with uPlot. Loaded
 * with React.lazy by the calculator, so uPlot is only downloaded there.
 */
export default function BoostChart({depositShare, veShare}: BoostChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const maxShare = Math.max(depositShare * 2, veShare * 1.2, 1e-6);
    const curve = boostCurve(depositShare, maxShare);
    const mark = Math.round((veShare / maxShare) * (curve.share.length - 1));
    const you = curve.boost.map((boost, i) => (i === mark ? boost : null));
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 260,
        scales: {x: {time: false}, y: {range: [0, 10.5]}},
        axes: [{label: 'Your share of all veYFI', values: (_u, ticks) => ticks.map(percent)}, {label: 'Boost (x)'}],
        series: [
          {label: 'veYFI share', value: (_u, v) => (v == null ? '' : percent(v))},
          {label: 'Boost', stroke: '#0657f9', width: 2, value: (_u, v) => (v == null ? '' : `${v.toFixed(2)}x`)},
          {label: 'You', stroke: '#e5484d', points: {show: true, size: 8}, paths: () => null},
        ],
      },
      [curve.share, curve.boost, you],
      element,
    );
    const resize = () => plot.setSize({width: element.clientWidth || 600, height: 260});
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [depositShare, veShare]);

  return (
    <div
      ref={container}
      className={styles.chart}
      role="img"
      aria-label="Chart of boost against your share of all veYFI"
    />
  );
}
