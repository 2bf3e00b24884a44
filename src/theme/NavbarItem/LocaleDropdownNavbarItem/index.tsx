/**
 * Wraps the original locale menu to fix one case: a page opened with a query
 * or a hash. Its links keep the page's `?query#hash`, which the server cannot
 * know, and hydration keeps the server's `href` although the first browser
 * render computes the right one. Mounting the menu again once in the browser
 * renders the links with both.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props) {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}
