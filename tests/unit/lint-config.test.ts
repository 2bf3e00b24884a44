/**
 * The React hooks rules run on every TypeScript file: hooks live in `.ts`
 * files too (src/hooks, src/veyfi/useNowSeconds.ts), where a broken rule of
 * hooks would otherwise pass the lint.
 */
import path from 'node:path';

import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

describe('the lint configuration', {timeout: 60_000}, () => {
  const eslint = new ESLint({cwd: ROOT});

  it.each(['src/hooks/useChainRead.ts', 'src/veyfi/useNowSeconds.ts', 'src/components/VeYfiCalculator/index.tsx'])(
    'applies the rules of hooks to %s',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['react-hooks/rules-of-hooks']).toEqual([2]);
      expect(config.rules['react-hooks/exhaustive-deps']).toBeDefined();
    },
  );

  it('flags a hook called conditionally in a .ts file', async () => {
    const [result] = await eslint.lintText(
      "import {useState} from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n",
      {filePath: path.join(ROOT, 'src/hooks/useExample.ts')},
    );
    expect(result!.messages.map((message) => message.ruleId)).toContain('react-hooks/rules-of-hooks');
  });
});
