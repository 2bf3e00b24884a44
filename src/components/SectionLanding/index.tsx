import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {DOCS_AREAS, type DocsAreaId} from '@site/src/config/areas';
import {SECTION_LINKS} from '@site/src/data/sections';
import styles from './styles.module.css';

interface Props {
  /** Injected by the route (see plugins/section-landing). */
  readonly areaId: DocsAreaId;
}

/**
 * Landing page of a docs area (/getting-started, /developers, ...): the area's
 * purpose and its entry points. Routes are added by plugins/section-landing.
 */
export default function SectionLanding({areaId}: Props) {
  const area = DOCS_AREAS.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`Unknown docs area "${areaId}"`);
  const links = SECTION_LINKS[area.id];
  return (
    <Layout title={area.label} description={area.summary}>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">{area.label}</Heading>
          <p className={styles.lead}>{area.summary}</p>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to} className={styles.item}>
                <Link to={link.to} className={styles.link}>
                  <span className={styles.title}>{link.title}</span>
                  <span className={styles.description}>{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link className="button button--primary button--lg" to={links[0]?.to ?? '/'}>
              Start with {links[0]?.title}
            </Link>
          </p>
        </div>
      </main>
    </Layout>
  );
}
