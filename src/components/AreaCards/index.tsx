import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {DOCS_AREAS} from '@site/src/config/areas';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
  /** Heading level of each card title, so the cards fit the page outline. */
  readonly headingLevel?: 'h2' | 'h3';
}

/** One card per docs area, linking to the area's landing page. */
export default function AreaCards({className, headingLevel = 'h2'}: Props) {
  const Heading = headingLevel;
  return (
    <ul className={clsx(styles.grid, className)}>
      {DOCS_AREAS.map((area) => (
        <li key={area.id} className={styles.card}>
          <Link to={`/${area.routeBasePath}`} className={styles.link}>
            <Heading className={styles.title}>{area.label}</Heading>
            <p className={styles.summary}>{area.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
