/**
 * The search code (MiniSearch, the ranking and the local client, through
 * ./siteClient.ts), downloaded in a chunk of its own. Every browser caller
 * loads it here: the search provider as search opens, so the index is built
 * while the modal's own code is still arriving; the modal and the /search
 * page when they search. One import point keeps one copy of the code in the
 * visit, and so one index.
 */
export const loadSearchCode = () => import('./siteClient');
