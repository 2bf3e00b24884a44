import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
// Docusaurus's own loader (a dependency of @docusaurus/core): route components
// are made with it and @theme/Loading, with react-loadable's default delay.
import Loadable from 'react-loadable';

/** Loaded after hydration from its own chunk, which the test delays or blocks by name. */
const LateContent = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-late-content" */ './LateContent'),
  loading: Loading,
});

export default function LoadingProbe(): ReactNode {
  return (
    <Layout title="Loading probe">
      <main className="container margin-vert--lg">
        <h1>Loading probe</h1>
        <LateContent />
      </main>
    </Layout>
  );
}
