import {describe, expect, it} from 'vitest';

import {CODE_FENCE} from '../../../src/config/codeBlocks';
import {CODE_THEMES} from '../../../src/config/codeThemes';
import {declarationCss, highlightDeclaration, type HastElement} from '../../../src/reference/highlight';

type Child = HastElement['children'][number];
const text = (child: Child): string => (child.type === 'text' ? child.value : child.children.map(text).join(''));
const styled = (pre: HastElement) => pre.children.filter((child): child is HastElement => child.type === 'element');

describe('declarations highlighted at build time', () => {
  it('keeps the text exactly and colours keywords and names in both themes', () => {
    const code = '@external\ndef deposit(assets: uint256, receiver: address) -> uint256: ...';
    const pre = highlightDeclaration(code, 'vyper', CODE_THEMES);
    expect(pre).toMatchObject({tagName: 'pre', properties: {className: [CODE_FENCE.declarationClass, 'language-vyper']}});
    expect(pre.children.map(text).join('')).toBe(code);
    const def = styled(pre).find((span) => text(span).trim() === 'def');
    expect(def?.properties.style).toMatch(/--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}/);
    expect(styled(pre).find((span) => text(span) === 'deposit')).toBeDefined();
  });

  it('gives a span only to runs that differ from plain text, joined with the white space after them', () => {
    const code = 'function withdraw(uint256 assets, address receiver, address owner) external returns (uint256 shares);';
    const pre = highlightDeclaration(code, 'solidity', CODE_THEMES);
    expect(pre.children.map(text).join('')).toBe(code);
    // Prism makes some 40 tokens of it; punctuation and names in plain colours stay bare text.
    expect(styled(pre).length).toBeLessThan(10);
    expect(pre.children.some((child) => child.type === 'text' && child.value.includes('assets'))).toBe(true);
    expect(styled(pre).some((span) => text(span) === 'external returns ')).toBe(true);
    pre.children.forEach((child, index) => {
      const next = pre.children[index + 1];
      if (child.type === 'element' && next?.type === 'element') expect(child.properties.style).not.toBe(next.properties.style);
    });
  });

  it('leaves a language it does not know as plain text', () => {
    const pre = highlightDeclaration('fn f() -> u8', 'nosuchlanguage', CODE_THEMES);
    expect(pre.children).toEqual([{type: 'text', value: 'fn f() -> u8'}]);
  });

  it('writes a stylesheet with both themes: plain colours and backgrounds, switched by colour mode', () => {
    const css = declarationCss(CODE_THEMES);
    expect(css).toContain(`--lb: ${CODE_THEMES.light.plain.backgroundColor}`);
    expect(css).toContain(`--db: ${CODE_THEMES.dark.plain.backgroundColor}`);
    expect(css).toContain(`[data-theme='dark'] .${CODE_FENCE.declarationClass} span { color: var(--d)`);
  });
});
