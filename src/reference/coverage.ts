import type {ContractPageModel} from './model';

/** Entries of a page with neither a notice nor dev details: shown by `npm run check:reference` so writers can fill them. */
export function undocumented(model: ContractPageModel): string[] {
  return [...model.functions, ...model.events, ...model.errors]
    .filter((entry) => !entry.notice && !entry.details && entry.kind !== 'constructor')
    .map((entry) => entry.signature);
}
