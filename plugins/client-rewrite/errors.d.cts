/** See errors.cjs. */
export declare class UpstreamShapeError extends Error {
  constructor(message: string, options?: ErrorOptions);
}
