/**
 * What DocSearch and algoliasearch's callers read of a client besides
 * `search`: an app id and the agent it adds its own name to. Kept apart
 * from ./localClient.ts, which carries the search code, so the modal's
 * own client adds none of it to the modal's download.
 */
import type {SearchClientLike} from './localClient';

export function asAlgoliaClient<T extends SearchClientLike>(client: T) {
  const agent = {value: 'yearn-docs-local-search', add: () => agent};
  return {...client, appId: 'local', transporter: {algoliaAgent: agent}, addAlgoliaAgent: () => undefined};
}
