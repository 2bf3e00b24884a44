/**
 * The address book data each MDX widget shows, resolved at build time from
 * the ids a page writes (`plugins/widget-entries` adds them to the widget as
 * props). A page's JavaScript then carries the entries it shows instead of
 * the whole book, and an unknown id or page still stops the build.
 */
import {ADDRESS_BOOK, getEntry, pageEntries, type AddressEntry} from './addressBook';
import {releaseEntryId} from './addresses/v3';

/** The widgets that show address book entries, and the literal props they are resolved from. */
export const BOOK_WIDGETS = {
  ContractAddress: ['id'],
  SafeSigners: ['id'],
  AddressCheck: ['page'],
  V3Release: ['version'],
  VeYfiCalculator: [],
} as const satisfies Record<string, readonly string[]>;

export type BookWidget = keyof typeof BOOK_WIDGETS;

export const isBookWidget = (name: string): name is BookWidget => Object.hasOwn(BOOK_WIDGETS, name);

/** The three contracts of a V3 release, as the V3Release widget lists them. */
export interface ReleaseContracts {
  readonly vaultOriginal: AddressEntry;
  readonly factory: AddressEntry;
  readonly tokenizedStrategy: AddressEntry;
}

/** The veYFI gauges the calculator offers: the book's gauges that the gauge registry confirms. */
export const gaugeEntries = (): AddressEntry[] =>
  (ADDRESS_BOOK as readonly AddressEntry[]).filter((entry) => entry.source.kind === 'gaugeRegistry');

/** The props `widget` gets from the book, given the literal props the page wrote. */
export function widgetBookProps(widget: BookWidget, props: Readonly<Record<string, string>>): Record<string, unknown> {
  const prop = (name: string) => {
    const value = props[name];
    if (value === undefined) throw new Error(`<${widget}> needs ${name}="..."`);
    return value;
  };
  switch (widget) {
    case 'ContractAddress':
    case 'SafeSigners':
      return {entry: getEntry(prop('id'))};
    case 'AddressCheck':
      return {entries: pageEntries(prop('page'))};
    case 'V3Release': {
      const version = prop('version');
      const contracts: ReleaseContracts = {
        vaultOriginal: getEntry(releaseEntryId(version, 'vault-original')),
        factory: getEntry(releaseEntryId(version, 'factory')),
        tokenizedStrategy: getEntry(releaseEntryId(version, 'tokenized-strategy')),
      };
      return {contracts};
    }
    case 'VeYfiCalculator':
      return {veYfi: getEntry('token.veyfi'), gauges: gaugeEntries()};
  }
}
