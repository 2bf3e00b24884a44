/**
 * A diagram the build drew (src/diagrams): its light and dark SVGs, of which
 * the colour mode shows one through CSS on html[data-theme]. So it is right
 * from the first paint, without JavaScript and on a mode switch, and takes
 * its final size in the served HTML.
 */
import clsx from 'clsx';

import styles from './styles.module.css';

export interface DiagramSvgProps {
  readonly light: string;
  readonly dark: string;
}

export default function DiagramSvg({light, dark}: DiagramSvgProps) {
  return (
    <div className={clsx('docusaurus-mermaid-container', styles.diagram)}>
      <div className={styles.light} dangerouslySetInnerHTML={{__html: light}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: dark}} />
    </div>
  );
}
