/**
 * veYFI, its gauges and dYFI are legacy since YIP-88 (stYFI replaced them).
 * Wherever a page talks about them it must say so, so no reader takes the
 * gauges for a live way to earn. Used by the content check.
 */

/** Mentions of the legacy system that need the notice. */
const MENTIONS = /\bdYFI\b|\byGauges?\b|\bveYFI gauges?\b|\bvault gauges?\b/i;
/** Words that mark the system as legacy. */
const NOTICE = /\blegacy\b|\bYIP-88\b|\bstYFI\b|\breplaced\b/i;
/** How far into the page's prose a page-wide notice must come: about its first screen. */
export const LEGACY_NOTICE_WORDS = 250;

/**
 * The paragraphs of a page's prose that name veYFI gauges or dYFI without
 * saying they are legacy. A notice within the first `LEGACY_NOTICE_WORDS`
 * words covers the whole page; otherwise each paragraph needs its own.
 */
export function paragraphsWithoutLegacyNotice(prose: string): string[] {
  const firstScreen = prose.split(/\s+/).filter(Boolean).slice(0, LEGACY_NOTICE_WORDS).join(' ');
  if (NOTICE.test(firstScreen)) return [];
  return (
    prose
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      // Headings and table labels are too short to describe anything; the paragraph under them is checked.
      .filter((paragraph) => paragraph.split(/\s+/).length >= 5)
      .filter((paragraph) => MENTIONS.test(paragraph) && !NOTICE.test(paragraph))
  );
}
