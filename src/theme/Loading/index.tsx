import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

/** A full reload fetches the current HTML, and with it the current chunk names. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * Docusaurus's loading state (a spinner after the delay, then the error text
 * and a Retry button). Retry reloads the whole page instead of asking again
 * for the same chunk: a chunk usually fails because a new deployment replaced
 * it, and the old file would fail again.
 */
export default function LoadingWrapper(props: Props) {
  return <Loading {...props} retry={reloadPage} />;
}
