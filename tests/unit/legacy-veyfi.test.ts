import {describe, expect, it} from 'vitest';

import {LEGACY_NOTICE_WORDS, paragraphsWithoutLegacyNotice} from '../../src/docs/legacyVeyfi';

const filler = (words: number) => Array.from({length: words}, (_, i) => `word${i}`).join(' ');

describe('legacy notice for veYFI gauges and dYFI', () => {
  it('flags a page that presents the gauges as a way to earn today', () => {
    const page = `${filler(LEGACY_NOTICE_WORDS)}\n\nStake your vault tokens in a veYFI gauge to earn dYFI every epoch.`;
    expect(paragraphsWithoutLegacyNotice(page)).toEqual([
      'Stake your vault tokens in a veYFI gauge to earn dYFI every epoch.',
    ]);
  });

  it('accepts a notice at the top of the page, or in the paragraph itself', () => {
    expect(
      paragraphsWithoutLegacyNotice(
        `Since YIP-88 this system is legacy.\n\n${filler(400)}\n\nGauges paid dYFI to stakers.`,
      ),
    ).toEqual([]);
    expect(
      paragraphsWithoutLegacyNotice(`${filler(LEGACY_NOTICE_WORDS)}\n\nThe legacy veYFI gauges paid dYFI to stakers.`),
    ).toEqual([]);
  });

  it('does not count a notice that comes after the first screen for another paragraph', () => {
    const page = `${filler(LEGACY_NOTICE_WORDS)}\n\nEarn dYFI in the vault gauges.\n\nThe system is legacy.`;
    expect(paragraphsWithoutLegacyNotice(page)).toHaveLength(1);
  });

  it('ignores pages that do not name the gauges or dYFI', () => {
    expect(paragraphsWithoutLegacyNotice('Deposit into a V3 vault and earn its yield.')).toEqual([]);
  });
});
