import {describe, expect, it} from 'vitest';

import {CODE_MIN_CONTRAST, CODE_THEMES, readableOn} from '../../src/config/codeThemes';

describe('code highlighting themes', () => {
  it('keeps colours that already read well', () => {
    expect(readableOn('#393A34', '#f6f8fa')).toBe('#393A34');
  });

  it('darkens a faint colour on a light background and lightens one on a dark background', () => {
    expect(readableOn('#999988', '#f6f8fa')).not.toBe('#999988');
    expect(readableOn('rgb(98, 114, 164)', '#282A36')).not.toBe('rgb(98, 114, 164)');
  });

  for (const [name, theme] of Object.entries(CODE_THEMES)) {
    it(`${name}: every token colour reaches ${CODE_MIN_CONTRAST}:1 on the code background`, () => {
      const background = theme.plain.backgroundColor!;
      for (const entry of [{style: theme.plain}, ...theme.styles]) {
        const color = entry.style.color;
        if (!color) continue;
        // Once adjusted, a colour is left as it is.
        expect(readableOn(color, background)).toBe(color);
      }
    });
  }
});
