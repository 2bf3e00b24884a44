/**
 * Phrasings that describe the writers' own process instead of Yearn ("our copy", "we checked", "this page has
 * not", "the docs' tests"). Pages state the fact and its source; the content check rejects these phrasings.
 */
export const PROCESS_PHRASES: readonly RegExp[] = [
  /\bour (?:own )?(?:copy|copies|words|terms|notes|parser|small parser)\b/i,
  /\bwe (?:have not |haven't |could not |couldn't |did not )?(?:check|checked|read|verified|confirm|confirmed|could)\b/i,
  /\bwe know of\b/i,
  /\bsources we checked\b/i,
  /\bthis page (?:has not|hasn't|does not say|cannot say|did not)\b/i,
  /\bnot (?:confirmed|verified|checked) here\b/i,
  /\bthe docs'? tests\b/i,
  /\bnot readable in\b/i,
  /\bthis page (?:was|has been) (?:checked|verified|read)\b/i,
  /\bwhat this page was checked against\b/i,
  /\bthis site (?:has not|hasn't|does not|doesn't) (?:read|check|verify|confirm)/i,
  /\b(?:that )?this site reads\b/i,
  /\bnobody has (?:read|checked|verified)\b/i,
  /\bthe docs found\b/i,
  /\bour (?:V\d )?[\w-]+ (?:page|pages|site)\b/i,
];

/** The process phrasings found in one line of page text, as written there. */
export function processPhrasesIn(line: string): string[] {
  return PROCESS_PHRASES.map((pattern) => pattern.exec(line)?.[0]).filter((hit): hit is string => Boolean(hit));
}
