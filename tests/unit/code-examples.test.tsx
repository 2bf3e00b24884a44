import {readFileSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/theme-common', () => ({ThemeClassNames: {common: {codeBlock: 'theme-code-block'}}}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@site/src/components/CopyCodeButton', () => ({default: () => null}));
vi.mock('@site/src/components/WordWrapButton', () => ({default: () => null}));
vi.mock('@site/src/config/codeBlocks', async () => import('../../src/config/codeBlocks'));

import {checkCode} from '../../scripts/code-check';
import {docsFiles, fencesOf} from '../../scripts/code-check/fences';
import {checkData} from '../../scripts/code-check/data';
import {castCommands, checkCastCommand, checkShell} from '../../scripts/code-check/shell';
import {checkSolidity} from '../../scripts/code-check/solidity';
import {checkTypeScript} from '../../scripts/code-check/typescript';
import {parseExcerpt} from '../../src/code/excerpt';
import {parseFence} from '../../src/code/fence';
import StaticCodeBlock from '../../src/components/StaticCodeBlock';

const ROOT = path.resolve(__dirname, '../..');

/** A page with one fence of `lang` (and `meta`) holding `code`, as the checker reads it; the fence opens on line 3. */
const page = (lang: string, code: string, meta = '', file = 'docs-test/page.md') =>
  fencesOf(file, `# Page\n\n\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\`\n`);

const STRATEGY = (extraImport: string) => `// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.18;

import {BaseStrategy} from "@tokenized-strategy/BaseStrategy.sol";
${extraImport}
contract Idle is BaseStrategy {
    constructor(address _asset) BaseStrategy(_asset, "Idle") {}

    function _deployFunds(uint256) internal override {}

    function _freeFunds(uint256) internal override {}

    function _harvestAndReport() internal override returns (uint256) {
        if (TokenizedStrategy.isShutdown()) return 0;
        return asset.balanceOf(address(this));
    }
}`;
const LIB_IMPORT =
  'import {TokenizedStrategyLib as TokenizedStrategy} from "@tokenized-strategy/libraries/TokenizedStrategyLib.sol";';

describe('excerpts', () => {
  it('reads the reason of excerpt="..." and rejects an excerpt without one', () => {
    expect(parseExcerpt('title="a.sol" excerpt="only the hook"')).toEqual({kind: 'excerpt', reason: 'only the hook'});
    expect(parseExcerpt("excerpt='one statement'")).toEqual({kind: 'excerpt', reason: 'one statement'});
    expect(parseExcerpt('title="a.sol"')).toEqual({kind: 'whole'});
    expect(parseExcerpt('excerpt').kind).toBe('invalid');
    expect(parseExcerpt('excerpt=""').kind).toBe('invalid');
    expect(parseExcerpt('excerpt="  "').kind).toBe('invalid');
  });

  it('fails the check on an excerpt without a reason, naming file and line, and lists the others without compiling them', () => {
    const fences = [
      ...page('solidity', 'function f() external;', 'excerpt'),
      ...page('solidity', 'function g() external;', 'excerpt="a declaration"', 'docs-test/other.md'),
    ];
    const report = checkCode(ROOT, fences);
    expect(report.problems).toEqual([
      {where: 'docs-test/page.md:3', message: expect.stringContaining('an excerpt needs its reason')},
    ]);
    expect(report.excerpts).toEqual(['docs-test/other.md:3 (solidity): a declaration']);
  });

  it('fails on an excerpt whose reason the reader would not see (a block the theme renders)', () => {
    const report = checkCode(ROOT, page('ts', 'const a = 1', 'showLineNumbers excerpt="a line"'));
    expect(report.problems).toEqual([
      {where: 'docs-test/page.md:3', message: expect.stringContaining("would not see this excerpt's reason")},
    ]);
  });

  it('keeps line ranges working next to an excerpt reason that holds braces', () => {
    const fence = parseFence('excerpt="see {2}" {1}', 'a\nb');
    expect(fence.excerpt).toBe('see {2}');
    expect([...fence.highlightedLines]).toEqual([0]);
  });

  it('shows the reader the reason under the block', () => {
    const html = renderToStaticMarkup(
      <StaticCodeBlock language="solidity" excerpt="only the hook">
        <pre>
          <code>function f() internal override {'{}'}</code>
        </pre>
      </StaticCodeBlock>,
    );
    expect(html.replace(/<[^>]+>/g, '')).toContain('Excerpt: only the hook');
    expect(renderToStaticMarkup(<StaticCodeBlock language="ts">x</StaticCodeBlock>)).not.toContain('Excerpt');
  });
});

describe('finding fences', () => {
  it('leaves the contract reference alone: its generated folder and declaration fences', () => {
    expect(docsFiles(ROOT).some((file) => file.startsWith('docs-developers/smart-contracts/'))).toBe(false);
    const report = checkCode(ROOT, page('solidity', 'function f() external;', 'declaration'));
    expect(report.problems).toEqual([]);
    expect(report.notes.join('\n')).toContain(
      'reference declarations (`declaration` fences, one signature each, not compiled): 1',
    );
  });

  it('finds fences between MDX tab tags with their lines and language families', () => {
    const mdx = [
      '<Tabs>',
      '<TabItem value="viem">',
      '',
      '```ts',
      'const a = 1',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="solidity">',
      '',
      '```solidity release="3.0.4"',
      'contract A {}',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const fences = fencesOf('docs-test/tabs.mdx', mdx);
    expect(fences.map((f) => [f.line, f.family, f.release])).toEqual([
      [4, 'typescript', undefined],
      [11, 'solidity', '3.0.4'],
    ]);
  });
});

describe('Solidity blocks', () => {
  it('compiles against the release the block names: TokenizedStrategy needs the library import from 3.1.0, and names file, line and solc message otherwise', () => {
    const fences = [
      ...page('solidity', STRATEGY(''), '', 'docs-test/missing-import.md'),
      ...page('solidity', STRATEGY(LIB_IMPORT), '', 'docs-test/with-import.md'),
      ...page('solidity', STRATEGY(''), 'release="3.0.4"', 'docs-test/old-release.md'),
      ...page('solidity', 'pragma solidity 0.6.12;\ncontract Old {}', '', 'docs-test/old-pragma.md'),
      ...page('solidity', 'contract A {}', 'release="9.9.9"', 'docs-test/unknown.md'),
    ];
    const {problems, notes} = checkSolidity(ROOT, fences);
    expect([...problems].sort((a, b) => a.where.localeCompare(b.where))).toEqual([
      // Line 3 is the fence; the call is on line 14 of the block.
      {
        where: 'docs-test/missing-import.md:17',
        message: 'DeclarationError: Undeclared identifier. at `TokenizedStrategy`',
      },
      {
        where: 'docs-test/old-pragma.md:4',
        message: expect.stringMatching(
          /^ParserError: the pragma does not admit solc 0\.8\.\d+, the only compiler installed .* at `pragma solidity 0\.6\.12;`$/,
        ),
      },
      {where: 'docs-test/unknown.md:3', message: expect.stringContaining('unknown release="9.9.9"')},
    ]);
    expect(notes.join('\n')).toMatch(/release 3\.1\.0: 3 block\(s\) compiled with solc 0\.8\.\d+/);
    expect(notes.join('\n')).toMatch(/release 3\.0\.4: 1 block\(s\)/);
  }, 120_000);

  it('compiles the complete strategy of the strategy writing guide against 3.1.0', () => {
    const file = 'docs-developers/v3/strategy_writing_guide.md';
    const fences = fencesOf(file, readFileSync(path.join(ROOT, file), 'utf8')).filter(
      (f) => f.family === 'solidity' && f.excerpt.kind === 'whole',
    );
    expect(fences.map((f) => f.code).join('\n')).toContain('contract ERC4626Lender is BaseStrategy');
    expect(checkSolidity(ROOT, fences).problems).toEqual([]);
  }, 120_000);
});

describe('TypeScript blocks', () => {
  it('type-checks each block strictly against the installed viem and reports the line of a type error', () => {
    const good = page(
      'ts',
      "import {parseAbi} from 'viem'\nexport const abi = parseAbi(['function f() view returns (uint256)'])",
      '',
      'docs-test/good.md',
    );
    const bad = page(
      'ts',
      "import {formatUnits} from 'viem'\n\nexport const text = formatUnits('12', 6)",
      '',
      'docs-test/bad.md',
    );
    const missing = page('ts', "import {x} from 'no-such-package'\nconsole.log(x)", '', 'docs-test/missing.md');
    const problems = checkTypeScript(ROOT, [...good, ...bad, ...missing]);
    expect(problems).toEqual([
      {
        where: 'docs-test/bad.md:6',
        message: expect.stringMatching(
          /^TS2345: Argument of type 'string' is not assignable to parameter of type 'bigint'/,
        ),
      },
      {where: 'docs-test/missing.md:4', message: expect.stringContaining("Cannot find module 'no-such-package'")},
    ]);
  }, 180_000);
});

describe('shell blocks', () => {
  it('reports bash syntax errors with their line', () => {
    const problems = checkShell(page('bash', 'echo ok\nif true; then\n  echo never closed\n'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toMatch(/^docs-test\/page\.md:\d+$/);
    expect(problems[0]!.message).toMatch(/^bash -n: .*syntax error/);
  });

  it('finds cast commands after operators and in substitutions, across line continuations, but not inside quotes', () => {
    const code =
      'VAULT=$(cast call $REG "latestVault(address)(address)" $TOKEN)\necho "cast is fun" && cast send $V \\\n  "approve(address,uint256)" $S 1 --rpc-url $RPC';
    expect(castCommands(code)).toEqual([
      {line: 1, args: ['call', '$REG', 'latestVault(address)(address)', '$TOKEN']},
      {line: 2, args: ['send', '$V', 'approve(address,uint256)', '$S', '1', '--rpc-url', '$RPC']},
    ]);
  });

  it('checks cast subcommands, signatures, argument counts, addresses and options', () => {
    expect(checkCastCommand(['call', '$VAULT', 'FACTORY()(address)', '--rpc-url', '$RPC'])).toEqual([]);
    expect(
      checkCastCommand(['send', '$VAULT', 'set_role(address,uint256)', '$WHO', '$ROLES', '--account', 'management']),
    ).toEqual([]);
    expect(checkCastCommand(['sned', '$VAULT', 'f()'])).toEqual(['unknown cast subcommand "sned"']);
    expect(checkCastCommand(['send', '$VAULT', 'set_role(address,uint256)', '$WHO'])).toEqual([
      'set_role(address,uint256) takes 2 argument(s), the command gives 1',
    ]);
    expect(checkCastCommand(['call', '$VAULT', 'balanceOf(adress)(uint256)', '$WHO'])[0]).toMatch(
      /malformed type list/,
    );
    expect(checkCastCommand(['call', '$VAULT', 'balanceOf'])[0]).toMatch(/not a function signature/);
    expect(checkCastCommand(['balance', '0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93E'])).toEqual([
      '0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93E is not a valid address (wrong checksum)',
    ]);
    expect(checkCastCommand(['balance', '0x0bc529c00c6401aef6d220be8c6ea1667f6ad9'])[0]).toMatch(
      /38 hex digits, not 40/,
    );
    expect(checkCastCommand(['call', '$V', 'f()', '--rpc-urll', '$RPC'])).toContain('unknown cast option --rpc-urll');
  });
});

describe('JSON and YAML blocks', () => {
  it('must parse; a front matter sample between its --- lines is YAML too', () => {
    const fences = fencesOf(
      'docs-test/data.md',
      [
        '```json\n{"a": 1, "b": [true, null]}\n```',
        '```json\n{"a": 1,}\n```',
        '```yaml\n---\ntitle: A page\ndescription: One line.\n---\n```',
        '```yaml\nkey: [unclosed\n```',
      ].join('\n\n'),
    );
    expect(fences.map((fence) => fence.family)).toEqual(['data', 'data', 'data', 'data']);
    const problems = checkData(fences);
    expect(problems.map((problem) => problem.where)).toEqual(['docs-test/data.md:5', 'docs-test/data.md:16']);
    expect(problems[0]!.message).toMatch(/^not valid JSON/);
    expect(problems[1]!.message).toMatch(/^not valid YAML/);
  });
});
