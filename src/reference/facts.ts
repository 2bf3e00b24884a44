/**
 * The facts line under each declaration of a reference page (mutability,
 * selector or topic). The page renderer writes it and the search index leaves
 * it out, so both read the labels here.
 */
export const REFERENCE_FACT_LABELS = ['Mutability', 'Selector', 'Topic'] as const;

const FACT_LINE = new RegExp(`^\\s*(${REFERENCE_FACT_LABELS.join('|')}):`);

/** Whether a paragraph's text is a facts line. */
export function isReferenceFactLine(text: string): boolean {
  return FACT_LINE.test(text);
}
