/**
 * Replaces the default not-found text (safe to eject: it is pure content).
 * Offers a search box and the five areas, so a reader with an old or broken
 * link finds the page they wanted in one step.
 */
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';

import AreaCards from '@site/src/components/AreaCards';
import SearchField from '@site/src/components/Search/Field';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props) {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Heading as="h1">Page not found</Heading>
      <p className={styles.lead}>
        We could not find a page at this address. It may have moved when the docs were reorganized, or the link may have
        a typo. Search the docs, or pick an area below.
      </p>
      <form className={styles.search} action="/search" method="get" role="search">
        <SearchField id="not-found-search" name="q">
          <button type="submit" className="button button--primary">
            Search
          </button>
        </SearchField>
      </form>
      <AreaCards headingLevel="h2" />
      <p className={styles.home}>
        Or go back to the <Link to="/">home page</Link>.
      </p>
    </main>
  );
}
