/**
 * Failures of the transaction explainer. The public functions never throw:
 * they turn these into the plain sentence of a failed result. The classes
 * exist so the code that raises them can say which input was at fault and
 * keep viem's error as the `cause`.
 */
export class ExplainInputError extends Error {
  override readonly name = 'ExplainInputError';
  /** One plain sentence for the reader. */
  readonly reason: string;
  constructor(reason: string, options?: {cause?: unknown}) {
    super(`Cannot explain the input: ${reason}`, options);
    this.reason = reason;
  }
}

/** The published selector index (src/explain/compactIndex.ts) is not in the shape this code reads. */
export class CompactIndexError extends Error {
  override readonly name = 'CompactIndexError';
}

/** The page could not download or read the published selector index. */
export class SelectorIndexUnavailableError extends Error {
  override readonly name = 'SelectorIndexUnavailableError';
}
