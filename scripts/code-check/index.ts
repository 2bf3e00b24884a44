/**
 * The code check: every fence of the docs is compiled, type-checked or
 * syntax-checked by the checker of its language, except deliberate excerpts
 * (listed with their reasons) and GraphQL (validated against Kong's schema by
 * tests/unit/graphql-examples.test.ts).
 */
import {isBuilt} from '../../plugins/code-blocks/remarkCodeBlocks';
import {docsFences, where, type Family, type Fence} from './fences';
import {checkData} from './data';
import {checkShell} from './shell';
import {checkSolidity, type Problem} from './solidity';
import {checkTypeScript} from './typescript';

export interface CodeCheckReport {
  readonly problems: Problem[];
  /** `file:line (language): reason` of every excerpt. */
  readonly excerpts: string[];
  /** What was checked, per language family, and how. */
  readonly notes: string[];
}

const CHECKED: readonly Family[] = ['solidity', 'typescript', 'shell', 'data'];

export function checkCode(root: string, fences: readonly Fence[] = docsFences(root)): CodeCheckReport {
  const problems: Problem[] = [];
  const excerpts: string[] = [];
  const notes: string[] = [];
  const whole = new Map<Family, Fence[]>();
  let declarations = 0;
  for (const fence of fences) {
    if (fence.declaration) {
      declarations++;
      continue;
    }
    if (fence.excerpt.kind === 'invalid') problems.push({where: where(fence), message: fence.excerpt.message});
    else if (fence.excerpt.kind === 'excerpt') {
      excerpts.push(`${where(fence)} (${fence.lang}): ${fence.excerpt.reason}`);
      // Only the build's static block shows the reason; the theme's block (line numbers, magic comments, no grammar) would drop it.
      if (!isBuilt({type: 'code', lang: fence.lang, meta: fence.meta, value: fence.code}))
        problems.push({
          where: where(fence),
          message:
            "the reader would not see this excerpt's reason: the build leaves the block to the theme (no known language, line numbers or magic comments)",
        });
    } else whole.set(fence.family, [...(whole.get(fence.family) ?? []), fence]);
    if (fence.release !== undefined && fence.family !== 'solidity')
      problems.push({where: where(fence), message: 'release="..." only applies to Solidity blocks'});
  }
  const solidity = checkSolidity(root, whole.get('solidity') ?? []);
  problems.push(...solidity.problems);
  notes.push(...solidity.notes);
  problems.push(...checkTypeScript(root, whole.get('typescript') ?? []));
  notes.push(
    `TypeScript/JavaScript: ${whole.get('typescript')?.length ?? 0} block(s) type-checked in strict mode against the installed packages`,
  );
  problems.push(...checkShell(whole.get('shell') ?? []));
  notes.push(`shell: ${whole.get('shell')?.length ?? 0} block(s) parsed with bash -n, their cast commands checked`);
  problems.push(...checkData(whole.get('data') ?? []));
  notes.push(`JSON and YAML: ${whole.get('data')?.length ?? 0} block(s) parsed`);
  const graphql = whole.get('graphql') ?? [];
  if (graphql.length)
    notes.push(
      `GraphQL: ${graphql.length} block(s) covered elsewhere (tests/unit/graphql-examples.test.ts validates them against Kong's schema): ${graphql.map((f) => where(f)).join(', ')}`,
    );
  if (declarations)
    notes.push(`reference declarations (\`declaration\` fences, one signature each, not compiled): ${declarations}`);
  const others = new Map<string, number>();
  for (const [family, list] of whole)
    if (!CHECKED.includes(family) && family !== 'graphql')
      for (const fence of list) others.set(fence.lang || '(none)', (others.get(fence.lang || '(none)') ?? 0) + 1);
  if (others.size)
    notes.push(
      `not checked (no checker for the language): ${[...others].map(([lang, n]) => `${lang} ${n}`).join(', ')}`,
    );
  return {problems, excerpts, notes};
}
