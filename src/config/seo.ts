/**
 * Link-preview (Open Graph / Twitter) images: one per docs area and one for
 * the rest of the site, PNG (not every preview crawler reads SVG). They are
 * drawn from our own SVG card by `npm run social-cards` and committed.
 */
import {DOCS_AREAS} from './areas';

export const SOCIAL_CARD = {
  width: 1200,
  height: 630,
  /** Folder under static/ and under the site root. */
  dir: 'img/social',
  /** Image of pages outside the docs areas (home, search, not-found). */
  defaultName: 'home',
} as const;

export type SocialCardName = (typeof DOCS_AREAS)[number]['id'] | typeof SOCIAL_CARD.defaultName;

/** Site-relative path of a card, as Docusaurus's `image` settings take it. */
export function socialCardPath(name: SocialCardName): string {
  return `${SOCIAL_CARD.dir}/${name}.png`;
}

/** The card of the area a docs plugin instance belongs to. */
export function socialCardForPlugin(pluginId: string | undefined): string {
  const area = DOCS_AREAS.find((candidate) => candidate.id === pluginId);
  return socialCardPath(area ? area.id : SOCIAL_CARD.defaultName);
}
