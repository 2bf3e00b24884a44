/**
 * Wraps the docs page footer (edit link, last updated) and adds the page
 * actions: copy as Markdown and "Was this page helpful?".
 */
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageActions title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
