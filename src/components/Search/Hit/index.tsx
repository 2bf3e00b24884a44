/**
 * The link around each hit of the DocSearch modal (its `hitComponent`).
 *
 * DocSearch renders every hit again on each of its state changes, several per
 * keystroke, and React then sets each excerpt's HTML again. A hit that draws
 * the same as before (src/search/display.ts) is left as it is: what DocSearch
 * puts inside the link comes from the hit alone.
 *
 * The link is a ClientLink: Docusaurus's `Link` would watch each hit for the
 * viewport on every render.
 */
import {memo, type ReactNode} from 'react';

import {drawsTheSame, type DrawnHit} from '@site/src/search/display';
import ClientLink from '../../ClientLink';

interface Props {
  readonly hit: DrawnHit;
  readonly children: ReactNode;
}

function Hit({hit, children}: Props) {
  return <ClientLink href={hit.url}>{children}</ClientLink>;
}

// DocSearch types its hit component as a plain function; React takes a memo component wherever a component goes.
export default memo(Hit, (previous, next) => drawsTheSame(previous.hit, next.hit)) as unknown as typeof Hit;
