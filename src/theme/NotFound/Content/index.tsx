/**
 * Replaces the default not-found text (safe to eject: it is pure content).
 * Offers a search box and the five areas, so a reader with an old or broken
 * link finds the page they wanted in one step.
 *
 * An address the previous docs published that now lives elsewhere
 * (src/config/redirects.ts) goes to its new page: the hosts answer 301 for
 * it, and here the browser does the same where no host rule ran (`npm start`,
 * a host without the rules, a link followed inside the app). The lookup waits
 * for hydration, so the server's HTML and the first render agree. Without
 * JavaScript, the page lists the moved addresses.
 */
import Link from '@docusaurus/Link';
import {Redirect, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';

import AreaCards from '@site/src/components/AreaCards';
import SearchField from '@site/src/components/Search/Field';
import {REDIRECTS, redirectTarget} from '@site/src/config/redirects';
import styles from './styles.module.css';

function MovedNotice({to, search, hash}: {readonly to: string; readonly search: string; readonly hash: string}) {
  return (
    <>
      <Redirect to={`${to}${search}${hash}`} />
      <p className={styles.lead} role="status">
        This page has moved to <Link to={to}>{to}</Link>.
      </p>
    </>
  );
}

/** Without JavaScript nothing can read the address, so every moved one is listed. */
function MovedList() {
  return (
    <noscript>
      <Heading as="h2">Pages that moved</Heading>
      <p>If you followed a link to the previous docs, the page may be one of these:</p>
      <ul className={styles.moved}>
        {REDIRECTS.map(({from, to}) => (
          <li key={from}>
            <code>{from}</code> is now <Link to={to}>{to}</Link>
          </li>
        ))}
      </ul>
    </noscript>
  );
}

export default function NotFoundContent({className}: Props) {
  const isBrowser = useIsBrowser();
  const {pathname, search, hash} = useLocation();
  const moved = isBrowser ? redirectTarget(pathname) : undefined;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Heading as="h1">Page not found</Heading>
      {moved ? <MovedNotice to={moved} search={search} hash={hash} /> : null}
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
      <MovedList />
      <p className={styles.home}>
        Or go back to the <Link to="/">home page</Link>.
      </p>
    </main>
  );
}
