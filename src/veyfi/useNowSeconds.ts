/**
 * The current time for calculations shown on the page, in Unix seconds. While
 * the page hydrates it is the build's time, the same the server rendered with,
 * so React finds identical text (a mismatch makes it re-render the whole page);
 * right after, the reader's clock.
 */
import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {useSiteSettings} from '../config/useSiteSettings';

export function useNowSeconds(): bigint {
  const built = useSiteSettings().buildTimeSeconds;
  // useIsBrowser is false on the server and while the page hydrates, true from the render after.
  const isBrowser = useIsBrowser();
  const [readerNow] = useState(() => Math.floor(Date.now() / 1000));
  return BigInt(isBrowser ? readerNow : built);
}
