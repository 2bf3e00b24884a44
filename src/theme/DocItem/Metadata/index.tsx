/**
 * Adds the link-preview image of the page's docs area (src/config/seo.ts)
 * unless the page names its own `image` in front matter, and a link to the
 * page's Markdown copy (plugins/markdown-export) for assistants and scripts.
 */
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';

import {socialCardForPlugin} from '@site/src/config/seo';
import {markdownUrl} from '@site/src/docs/markdownUrl';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props) {
  const {assets, frontMatter, metadata} = useDoc();
  const {plugin} = useRouteContext();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && <PageMetadata image={socialCardForPlugin(plugin.id)} />}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl(metadata.permalink)} />
      </Head>
    </>
  );
}
