/**
 * The link around each hit of the DocSearch modal (its `hitComponent`).
 *
 * DocSearch renders every hit again on each of its state changes, several per
 * keystroke, and React then sets each excerpt's HTML again. A hit that draws
 * the same as before (src/search/display.ts) is left as it is: what DocSearch
 * puts inside the link comes from the hit alone.
 *
 * A plain link rather than Docusaurus's `Link`: that one watches each link
 * for the viewport to prefetch its page, set up again for twenty hits on
 * every keystroke. This one navigates client-side the same way, and
 * prefetches a hit's page when the pointer or focus reaches it.
 */
import {memo, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import {drawsTheSame, type DrawnHit} from '@site/src/search/display';
import {opensHere} from '../../linkClicks';

interface Props {
  readonly hit: DrawnHit;
  readonly children: ReactNode;
}

function Hit({hit, children}: Props) {
  const history = useHistory();
  const prefetch = () => void window.docusaurus.prefetch(hit.url.split('#')[0]!);
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        history.push(hit.url);
      }}
      onMouseEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </a>
  );
}

// DocSearch types its hit component as a plain function; React takes a memo component wherever a component goes.
export default memo(Hit, (previous, next) => drawsTheSame(previous.hit, next.hit)) as unknown as typeof Hit;
