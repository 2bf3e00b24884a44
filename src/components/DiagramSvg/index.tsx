/**
 * A diagram the build drew (src/diagrams): its light and dark SVGs, of which
 * the colour mode shows one through CSS on html[data-theme]. So it is right
 * from the first paint, without JavaScript and on a mode switch, and takes
 * its final size in the served HTML.
 *
 * In the browser a drawn diagram's props are the URLs of its SVG files, not
 * their markup (plugins/diagrams/files.ts): hydration keeps the SVG the
 * server sent, and a diagram rendered by a client-side navigation fetches
 * its files.
 */
import {useEffect, useMemo, useRef} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export interface DiagramSvgProps {
  /** Each mode's SVG markup, or with `fromFiles` the URL of its file. */
  readonly light: string;
  readonly dark: string;
  readonly fromFiles?: boolean;
}

type Mode = 'light' | 'dark';

/** Shown in place of an SVG whose file could not be fetched. */
const UNAVAILABLE = 'This diagram could not be loaded; reloading the page shows it.';

function ModeSvg({mode, svg, fromFile}: {mode: Mode; svg: string; fromFile: boolean}) {
  const ref = useRef<HTMLDivElement>(null);
  // One object for the life of the element: React sets the content again whenever it gets a new one.
  const html = useMemo(() => ({__html: fromFile ? '' : svg}), [fromFile, svg]);
  useEffect(() => {
    const element = ref.current;
    // Hydrated, the element holds the SVG the server sent.
    if (!fromFile || !element || element.childElementCount > 0) return undefined;
    let current = true;
    fetch(svg)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (markup) => {
          if (current) element.innerHTML = markup;
        },
        () => {
          if (current) element.textContent = UNAVAILABLE;
        },
      );
    return () => {
      current = false;
    };
  }, [fromFile, svg]);
  return <div ref={ref} className={styles[mode]} data-diagram-mode={mode} dangerouslySetInnerHTML={html} />;
}

export default function DiagramSvg({light, dark, fromFiles = false}: DiagramSvgProps) {
  return (
    <div className={clsx('docusaurus-mermaid-container', styles.diagram)}>
      <ModeSvg mode="light" svg={light} fromFile={fromFiles} />
      <ModeSvg mode="dark" svg={dark} fromFile={fromFiles} />
    </div>
  );
}
