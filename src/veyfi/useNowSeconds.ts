/**
 * The current time for calculations shown on the page, in Unix seconds. While
 * the page hydrates it is the build's time, the same the server rendered with,
 * so React finds identical text (a mismatch makes it re-render the whole page);
 * right after, the reader's clock.
 */
import {useEffect, useState} from 'react';

import {useSiteSettings} from '../config/useSiteSettings';

export function useNowSeconds(): bigint {
  const built = useSiteSettings().buildTimeSeconds;
  const [now, setNow] = useState(built);
  useEffect(() => setNow(Math.floor(Date.now() / 1000)), []);
  return BigInt(now);
}
