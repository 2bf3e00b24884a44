import {describe, expect, it} from 'vitest';

import {areaCompileTimes} from '../../plugins/mdx-timing';

describe('MDX compile time per docs area', () => {
  it('gives each area the whole of the time when its pages compile alone', () => {
    expect(
      areaCompileTimes([
        {area: 'docs-developers', start: 0, end: 100},
        {area: 'docs-partners', start: 100, end: 130},
      ]),
    ).toEqual([
      {area: 'docs-developers', pages: 1, ms: 100},
      {area: 'docs-partners', pages: 1, ms: 30},
    ]);
  });

  it('shares a moment out equally among the pages compiling in it, so the areas add up to the busy time', () => {
    const times = areaCompileTimes([
      {area: 'docs-developers', start: 0, end: 100},
      {area: 'docs-developers', start: 0, end: 100},
      {area: 'docs-resources', start: 50, end: 150},
    ]);
    // 0-50: two developers pages; 50-100: three pages, a third each; 100-150: the resources page alone.
    expect(times).toEqual([
      {area: 'docs-developers', pages: 2, ms: 83},
      {area: 'docs-resources', pages: 1, ms: 67},
    ]);
    expect(times.reduce((sum, {ms}) => sum + ms, 0)).toBe(150);
  });

  it('counts nothing for a gap in which no page compiles', () => {
    expect(
      areaCompileTimes([
        {area: 'a', start: 0, end: 10},
        {area: 'a', start: 50, end: 60},
      ]),
    ).toEqual([{area: 'a', pages: 2, ms: 20}]);
  });
});
