/**
 * Wraps the original announcement bar to fix one case: a reader who closed an
 * older announcement. Docusaurus's inline script hides the bar before React
 * loads whenever the dismiss flag is stored, and React later clears the flag
 * for a new announcement id, but the html attribute that hides the bar stays.
 * When the bar is active after hydration, we clear that attribute.
 */
import {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props) {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
