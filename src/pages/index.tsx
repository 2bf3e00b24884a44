import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import AreaCards from '@site/src/components/AreaCards';
import styles from './index.module.css';

/** Home page: who Yearn Docs are for and one click to each area. */
export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="Documentation for Yearn: yVaults for depositors, integration and strategy guides for developers, and governance docs for the DAO."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.intro}>
            Yearn is a set of on-chain vaults that put deposits to work in automated yield strategies. These docs
            explain how to use them, build on them and help run them.
          </p>
          <div className={styles.actions}>
            <Link className="button button--secondary button--lg" to="/getting-started/intro">
              New to Yearn? Start here
            </Link>
            <Link className="button button--outline button--lg" to="/developers/building-on-yearn">
              Build on Yearn
            </Link>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h2" className={styles.sectionTitle}>
            Choose where to go
          </Heading>
          <AreaCards headingLevel="h3" />
        </div>
      </main>
    </Layout>
  );
}
