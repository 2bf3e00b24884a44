import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Set by the test (window.e2eCrashProbe = 'recovered') before it clicks "Try again". */
declare global {
  interface Window {
    e2eCrashProbe?: 'recovered';
  }
}

/**
 * Throws during rendering once hydrated (the server render must succeed for
 * the build to pass), with a cause, so the crash page shows a message chain.
 */
function Crash(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && window.e2eCrashProbe !== 'recovered') {
    throw new Error('The crash probe could not render', {cause: new Error('the probe was told to fail')});
  }
  return <p>The crash probe rendered.</p>;
}

export default function CrashProbe(): ReactNode {
  return (
    <Layout title="Crash probe">
      <main className="container margin-vert--lg">
        <h1>Crash probe</h1>
        <Crash />
      </main>
    </Layout>
  );
}
