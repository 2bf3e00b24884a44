import {normalize} from 'viem/ens';
import {describe, expect, it} from 'vitest';

import {ADDRESS_BOOK, type AddressEntry} from '../../src/chain/addressBook';
import {normalizeEnsName} from '../../src/chain/ens';

/** Every ENS name the address book confirms an address with. */
const bookNames = (ADDRESS_BOOK as readonly AddressEntry[]).flatMap((entry) => {
  const sources = [entry.source, ...Object.values(entry.sourceOn ?? {})];
  return sources.flatMap((s) => (s?.kind === 'ens' ? [s.name] : s?.kind === 'provider' && s.ens ? [s.ens] : []));
});

describe('normalizeEnsName', () => {
  it("gives what viem's ENSIP-15 normalizer gives for every name the site resolves", async () => {
    expect(bookNames.length).toBeGreaterThan(5);
    for (const name of bookNames) expect(await normalizeEnsName(name), name).toBe(normalize(name));
  });

  it('normalizes other names with the full normalizer: capitals, Unicode, hyphen rules', async () => {
    for (const name of ['YChad.ETH', 'ｙｃｈａｄ.eth', 'ä.eth', '-a.eth', 'a-.eth', '_x.eth']) {
      expect(await normalizeEnsName(name), name).toBe(normalize(name));
    }
    // A name the normalizer refuses is refused here too.
    for (const name of ['ab--c.eth', 'x_y.eth']) await expect(normalizeEnsName(name), name).rejects.toThrow();
  });
});
