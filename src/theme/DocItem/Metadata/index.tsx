/**
 * Adds the link-preview image of the page's docs area (src/config/seo.ts)
 * unless the page names its own `image` in front matter.
 */
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';

import {socialCardForPlugin} from '@site/src/config/seo';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props) {
  const {assets, frontMatter} = useDoc();
  const {plugin} = useRouteContext();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && <PageMetadata image={socialCardForPlugin(plugin.id)} />}
    </>
  );
}
