import {describe, expect, it} from 'vitest';

import {CODE_FENCE} from '../../../src/config/codeBlocks';
import {CODE_THEMES} from '../../../src/config/codeThemes';
import {codeColorsCss, highlightCodeBlock, highlightDeclaration, type HastElement} from '../../../src/code/highlight';

type Child = HastElement['children'][number];
const text = (child: Child): string => (child.type === 'text' ? child.value : child.children.map(text).join(''));
const styled = (pre: HastElement) => pre.children.filter((child): child is HastElement => child.type === 'element');

describe('declarations highlighted at build time', () => {
  it('keeps the text exactly and colours keywords and names in both themes', () => {
    const code = '@external\ndef deposit(assets: uint256, receiver: address) -> uint256: ...';
    const pre = highlightDeclaration(code, 'vyper', CODE_THEMES);
    expect(pre).toMatchObject({
      tagName: 'pre',
      properties: {className: [CODE_FENCE.declarationClass, 'language-vyper']},
    });
    expect(pre.children.map(text).join('')).toBe(code);
    const def = styled(pre).find((span) => text(span).trim() === 'def');
    expect(def?.properties.style).toMatch(/--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}/);
    expect(styled(pre).find((span) => text(span) === 'deposit')).toBeDefined();
  });

  it('gives a span only to runs that differ from plain text, joined with the white space after them', () => {
    const code =
      'function withdraw(uint256 assets, address receiver, address owner) external returns (uint256 shares);';
    const pre = highlightDeclaration(code, 'solidity', CODE_THEMES);
    expect(pre.children.map(text).join('')).toBe(code);
    // Prism makes some 40 tokens of it; punctuation and names in plain colours stay bare text.
    expect(styled(pre).length).toBeLessThan(10);
    expect(pre.children.some((child) => child.type === 'text' && child.value.includes('assets'))).toBe(true);
    expect(styled(pre).some((span) => text(span) === 'external returns ')).toBe(true);
    pre.children.forEach((child, index) => {
      const next = pre.children[index + 1];
      if (child.type === 'element' && next?.type === 'element')
        expect(child.properties.style).not.toBe(next.properties.style);
    });
  });

  it('leaves a language it does not know as plain text', () => {
    const pre = highlightDeclaration('fn f() -> u8', 'nosuchlanguage', CODE_THEMES);
    expect(pre.children).toEqual([{type: 'text', value: 'fn f() -> u8'}]);
  });

  it('writes a stylesheet with both themes: plain colours and backgrounds, switched by colour mode', () => {
    const css = codeColorsCss(CODE_THEMES);
    expect(css).toContain(`--lb: ${CODE_THEMES.light.plain.backgroundColor}`);
    expect(css).toContain(`--db: ${CODE_THEMES.dark.plain.backgroundColor}`);
    expect(css).toMatch(
      new RegExp(`\\[data-theme='dark'\\] \\.${CODE_FENCE.declarationClass} span,[^{]*\\{ color: var\\(--d\\)`),
    );
    expect(css).toContain(
      `[data-theme='dark'] .${CODE_FENCE.blockClass} { --prism-color: var(--d); --prism-background-color: var(--db); }`,
    );
  });
});

describe('code blocks highlighted at build time', () => {
  const code = 'const a = 1;\nconst b = a + 1;\n\nexport {b};';

  it('keeps the text exactly, line breaks included, inside <pre><code>', () => {
    const pre = highlightCodeBlock(code, 'ts', CODE_THEMES);
    expect(pre).toMatchObject({
      tagName: 'pre',
      properties: {className: [CODE_FENCE.builtClass, 'language-ts', 'thin-scrollbar'], tabIndex: 0},
    });
    const inner = pre.children[0] as HastElement;
    expect(inner.tagName).toBe('code');
    expect(inner.children.map(text).join('')).toBe(code);
    expect(styled(inner).find((span) => text(span).trim() === 'const')?.properties.style).toMatch(
      /--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}/,
    );
  });

  it("wraps each highlighted line, with its line break, in the theme's class", () => {
    const inner = highlightCodeBlock(code, 'ts', CODE_THEMES, new Set([1, 3])).children[0] as HastElement;
    const lines = styled(inner).filter((span) =>
      [span.properties.className].flat().includes('theme-code-block-highlighted-line'),
    );
    expect(lines.map(text)).toEqual(['const b = a + 1;\n', 'export {b};']);
    expect(inner.children.map(text).join('')).toBe(code);
  });
});
