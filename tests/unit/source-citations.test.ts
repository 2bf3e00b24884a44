import {describe, expect, it} from 'vitest';

import {citationProblems, refKind, sourceLabel} from '../../src/docs/sourceCitations';
import {fastChecks} from '../../scripts/check-fast';

const VAULT = 'https://github.com/yearn/yearn-vaults-v3/blob/v3.0.4/contracts/VaultV3.vy';
const VAULT_SOURCE = `Source: [\`yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy\`](${VAULT})`;
const messages = (body: string) => citationProblems(body).map((problem) => `${problem.line}: ${problem.message}`);

describe('source citations', () => {
  it('names a source by repository, tag or short commit, and path', () => {
    expect(sourceLabel(VAULT)).toBe('yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy');
    expect(
      sourceLabel('https://github.com/yearn/vault-periphery/tree/bc4eee4a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e/src/'),
    ).toBe('yearn/vault-periphery@bc4eee4:src');
    expect(refKind('v3.02')).toBe('tag');
    expect(refKind('5b698f9')).toBe('commit');
    expect(refKind('master')).toBe('branch');
  });

  it.each([
    ['a Source line', `The vault rounds down.\n\n${VAULT_SOURCE}`],
    [
      'Sources with a note and an address',
      `Sources: [\`yearn/vault-periphery@bc4eee4:src/Keeper.sol\`](https://github.com/yearn/vault-periphery/blob/bc4eee4/src/Keeper.sol) (February 2026), [0x52605BbF54845f520a3E94792D019f62407db2f8](https://etherscan.io/address/0x52605BbF54845f520a3E94792D019f62407db2f8)`,
    ],
    ['a Source line inside a list item', `- The keeper forwards reports.\n\n  ${VAULT_SOURCE}`],
    ['a generated Source row', `| Source | [\`yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy\`](${VAULT}) |`],
    ['a table header named Source', '| Source | Type | Status |'],
    ['a repository pointer', 'The code is in [yearn/kong](https://github.com/yearn/kong).'],
    [
      'a living document at its branch',
      'Report it as [SECURITY.md](https://github.com/yearn/yearn-security/blob/master/SECURITY.md) says.',
    ],
    ['a commit inside a code block', '```bash\ngit checkout 5b698f9\n```'],
    ['an address and a selector', 'Call `0x6e553f65` on 0x52605BbF54845f520a3E94792D019f62407db2f8.'],
    ['a version cell that is a commit', '| Version | `ab942b2` |'],
  ])('passes %s', (_, body) => {
    expect(messages(body)).toEqual([]);
  });

  it.each([
    [
      'a pinned link inside a sentence',
      `The vault is [yearn/yearn-vaults-v3](${VAULT}).`,
      '1: "yearn/yearn-vaults-v3" cites yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy inside a sentence',
    ],
    [
      'a commit named in prose',
      'Kong reads it (yearn/kong at 9d4ce10, `config/abis.yaml`).',
      '1: names commit 9d4ce10 in a sentence',
    ],
    [
      'a commit in a code span',
      'As written in commit `5b698f9` of the vault.',
      '1: names commit 5b698f9 in a sentence',
    ],
    [
      'a tag named in prose',
      'In `VaultV3.vy` at tag `v3.0.4`, it rounds down.',
      '1: cites a source "at tag `v3.0.4`" in a sentence',
    ],
    [
      'code pinned to a branch',
      'Kept in [yearn-devdocs](https://github.com/yearn/yearn-devdocs/blob/master/src/yearnPrinciples.js).',
      '1: "yearn-devdocs" links src/yearnPrinciples.js at the branch "master"',
    ],
    [
      'a Source link whose text is a file name',
      `Source: [VaultV3.vy](${VAULT})`,
      '1: the link "VaultV3.vy" must read `yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy`',
    ],
    [
      'a Source link in plain text',
      `Source: [yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy](${VAULT})`,
      '1: the link "yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy" must read `yearn/yearn-vaults-v3@v3.0.4:contracts/VaultV3.vy`',
    ],
    [
      'a Source line citing a branch',
      'Source: [`yearn/kong@main:config/abis.yaml`](https://github.com/yearn/kong/blob/main/config/abis.yaml)',
      '1: "`yearn/kong@main:config/abis.yaml`" cites the branch "main"',
    ],
    [
      'a Source line without ref and path',
      'Source: [yearn/kong](https://github.com/yearn/kong)',
      '1: "yearn/kong" links a repository without a ref and path',
    ],
    [
      'a Source line without a link',
      'Source: yearn/yearn-vaults-v3 at tag v3.0.4, contracts/VaultFactory.vy',
      '1: a Source line without a link',
    ],
    [
      'a Source line with another kind of link',
      'Source: [the forum](https://gov.yearn.fi/t/yip-85/1)',
      '1: a Source line links repository files and explorer addresses only',
    ],
    [
      'an address link that hides its address',
      'Source: [the vault](https://etherscan.io/address/0x52605BbF54845f520a3E94792D019f62407db2f8)',
      '1: the address link "the vault" must show its address',
    ],
  ])('flags %s', (_, body, expected) => {
    const found = messages(body);
    expect(found.some((message) => message.startsWith(expected))).toBe(true);
  });

  it('names the line and the expected form', () => {
    const [problem] = citationProblems(`Intro.\n\n\`\`\`ts\nconst ref = '5b698f9';\n\`\`\`\n\nRead at commit 5b698f9.`);
    expect(problem?.line).toBe(7);
    expect(problem?.message).toContain('Source: [`owner/repo@<tag or short commit>:<path>`]');
  });

  it('runs in check:fast through the content check on changed pages', () => {
    expect(fastChecks(['docs-developers/v3/overview.md']).map((check) => check.name)).toContain('content');
  });
});
