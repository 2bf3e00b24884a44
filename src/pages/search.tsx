import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import SearchResults from '@site/src/components/Search/Results';

/** /search?q=…: full, shareable search results, in local and Algolia mode alike. */
export default function SearchPage() {
  return (
    <Layout title="Search" description="Search all Yearn Docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the docs</Heading>
        <SearchResults />
      </main>
    </Layout>
  );
}
