import {describe, expect, it} from 'vitest';

import {anchorsOf, docUrl, linksOf, proseOf, wordCount} from '../../scripts/docs-sources/model';

describe('docUrl', () => {
  it('maps a file path to its URL, keeping letter case', () => {
    expect(docUrl('developers', 'security/EMERGENCY.md', undefined)).toBe('/developers/security/EMERGENCY');
    expect(docUrl('getting-started', 'intro.md', undefined)).toBe('/getting-started/intro');
  });

  it('serves index files and files named like their folder at the folder URL', () => {
    expect(docUrl('developers', 'addresses/index.md', undefined)).toBe('/developers/addresses/');
    expect(docUrl('resources', 'deprecated/ybribe/ybribe.md', undefined)).toBe('/resources/deprecated/ybribe/');
  });

  it('lets a slug override the path', () => {
    expect(docUrl('resources', 'deprecated/ybribe/ybribe.md', '/deprecated/ybribe/ybribe')).toBe(
      '/resources/deprecated/ybribe/ybribe',
    );
    expect(docUrl('partners', 'guides/a.md', 'b')).toBe('/partners/guides/b');
  });
});

describe('prose and links', () => {
  const body = [
    'Yearn vaults earn yield for depositors.',
    '',
    '```solidity',
    'contract Hidden { function notProse() external {} }',
    '```',
    '',
    'Read the [glossary](/resources/defi-glossary) and `inline code`.',
    '$$ a = b $$',
  ].join('\n');

  it('counts the words a reader reads, not code or math', () => {
    expect(wordCount(proseOf(body))).toBe(10);
  });

  it('finds links outside code with their line numbers', () => {
    const withCodeLink = `${body}\n\n\`\`\`md\n[not a link](./missing.md)\n\`\`\``;
    expect(linksOf(withCodeLink)).toEqual([{target: '/resources/defi-glossary', line: 7}]);
  });
});

describe('anchorsOf', () => {
  it('slugs headings like GitHub and Docusaurus, including duplicates and explicit ids', () => {
    const anchors = anchorsOf(['## What is `veYFI`?', '## FAQ', '### FAQ', '## Custom {#my-id}'].join('\n'));
    expect([...anchors]).toEqual(['what-is-veyfi', 'faq', 'faq-1', 'my-id']);
  });
});
