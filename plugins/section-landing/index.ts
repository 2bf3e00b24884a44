/**
 * Adds a landing page at the root of each docs area (/getting-started,
 * /developers, ...), so a reader who trims a URL to its section never lands
 * on the not-found page. The docs plugins only serve paths below the root.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOCS_AREAS} from '../../src/config/areas';

export const SECTION_LANDING_PATHS = DOCS_AREAS.map((area) => `/${area.routeBasePath}`);

export default function sectionLandingPlugin(context: LoadContext): Plugin {
  return {
    name: 'section-landing',
    async contentLoaded({actions}) {
      for (const area of DOCS_AREAS) {
        actions.addRoute({
          path: `${context.baseUrl}${area.routeBasePath}`,
          exact: true,
          component: '@site/src/components/SectionLanding',
          props: {areaId: area.id},
        });
      }
    },
  };
}
