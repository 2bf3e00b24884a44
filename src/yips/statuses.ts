/**
 * The closed set of YIP statuses, each with a meaning the sources can support
 * (see STATUS_MEANING in format.ts). Kept apart from the schema so browser
 * code can list them without bundling zod.
 */
export const YIP_STATUSES = ['Implemented', 'Approved', 'Rejected'] as const;
export type YipStatus = (typeof YIP_STATUSES)[number];
