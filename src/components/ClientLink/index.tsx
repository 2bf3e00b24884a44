/**
 * A link to a page of the site that navigates in the page, through
 * Docusaurus's router, and prefetches its page when the pointer or focus
 * reaches it. Docusaurus's `Link` does both too, but also watches each link
 * for the viewport, set up again whenever the link renders: in the search
 * modal that was every hit and the footer, several times per keystroke.
 */
import type {ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import {opensHere} from '../linkClicks';

interface Props {
  /** A site path, with or without a query and fragment. */
  readonly href: string;
  readonly className?: string;
  /** Runs before a click navigates in the page (not for a new tab). */
  readonly onNavigate?: () => void;
  readonly children: ReactNode;
}

export default function ClientLink({href, className, onNavigate, children}: Props) {
  const history = useHistory();
  const prefetch = () => void window.docusaurus.prefetch(href.split(/[?#]/)[0]!);
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        onNavigate?.();
        history.push(href);
      }}
      onMouseEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </a>
  );
}
