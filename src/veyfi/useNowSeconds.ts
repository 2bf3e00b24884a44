/**
 * The current time for calculations shown on the page, in Unix seconds. While
 * the page hydrates it is the build's time, the same the server rendered with,
 * so React finds identical text (a mismatch makes it re-render the whole page);
 * right after, the reader's clock.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function useNowSeconds(): bigint {
  const {siteConfig} = useDocusaurusContext();
  const built = siteConfig.customFields?.buildTimeSeconds;
  const [now, setNow] = useState(typeof built === 'number' ? built : 0);
  useEffect(() => setNow(Math.floor(Date.now() / 1000)), []);
  return BigInt(now);
}
