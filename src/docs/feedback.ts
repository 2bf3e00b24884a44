import {SITE} from '../config/site';

/** A prefilled GitHub issue for "Was this page helpful?": the page, the answer, room for detail. */
export function feedbackIssueUrl(title: string, permalink: string, helpful: boolean): string {
  const params = new URLSearchParams({
    title: `Docs feedback (${helpful ? 'helpful' : 'not helpful'}): ${title}`,
    body: `Page: ${SITE.url}${permalink}\nWas this page helpful? ${helpful ? 'Yes' : 'No'}\n\nWhat would make it better?\n`,
    labels: 'docs-feedback',
  });
  return `${SITE.repository}/issues/new?${params.toString()}`;
}
