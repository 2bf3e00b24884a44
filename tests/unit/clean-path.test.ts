import {describe, expect, it} from 'vitest';

import {cleanHash, cleanPathname} from '../../src/clientModules/cleanPath';

describe('cleanPath client module', () => {
  it('collapses repeated slashes and leaves a well-formed path alone', () => {
    expect(cleanPathname('//developers//v3//overview')).toBe('/developers/v3/overview');
    expect(cleanPathname('/developers/v3/overview')).toBe('/developers/v3/overview');
    expect(cleanPathname('/docs/caf%C3%A9')).toBe('/docs/caf%C3%A9');
  });

  it('escapes the % signs of a path Docusaurus could not decode', () => {
    expect(cleanPathname('/docs/%E0%A4%A')).toBe('/docs/%25E0%25A4%25A');
    expect(decodeURIComponent(cleanPathname('/docs/%E0%A4%A'))).toBe('/docs/%E0%A4%A');
  });

  it.each([
    ['#abc%zz', '#abc%25zz'],
    ['#%', '#%25'],
    ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ['#%E2%9C%93-%zz', '#%25E2%259C%2593-%25zz'],
  ])(
    'escapes the fragment %s, which would throw in decodeURIComponent, to one that decodes to itself',
    (hash, clean) => {
      expect(() => decodeURIComponent(hash.slice(1))).toThrow(URIError);
      expect(cleanHash(hash)).toBe(clean);
      expect(`#${decodeURIComponent(cleanHash(hash).slice(1))}`).toBe(hash);
    },
  );

  it.each(['', '#', '#withdraw-from-a-vault', '#caf%C3%A9', '#%3Cimg%3E'])(
    'leaves the fragment "%s" as it is',
    (hash) => {
      expect(cleanHash(hash)).toBe(hash);
    },
  );
});
