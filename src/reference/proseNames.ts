/**
 * Contract names in prose: the functions, events and fields that hand-written
 * pages name in code spans must exist in the contract data, so a misspelt or
 * invented name (`set_name` for `setName`) fails the tests instead of reaching
 * an integrator's code.
 */
import leven from 'leven';

export interface NamedInProse {
  /** The member name checked, e.g. `update_debt`. */
  readonly name: string;
  /** The code span it came from, e.g. `VaultV3.update_debt`. */
  readonly span: string;
  /** 1-based line in the page. */
  readonly line: number;
}

/** `name(...)`, optionally `Contract.name(...)`. */
const CALL = /^(?:[A-Z]\w*\.)?(_?[A-Za-z]\w*)\(.*\)$/;
/** `Contract.member`. */
const MEMBER = /^[A-Z]\w*\.([a-z_]\w*)$/;
/** A bare Vyper-style name such as `process_report`. */
const SNAKE = /^_?[a-z]+(?:_[a-z0-9]+)+$/;
/** File names (`VaultV3.vy`) look like members but are not. */
const FILE = /\.(?:sol|vy|md|mdx|ts|tsx|js|json|yml|yaml|toml|txt)$/;

/**
 * Contract names that a page's code spans name, outside fenced code blocks.
 * Only spans shaped like a call, a `Contract.member` or a snake_case name are
 * taken: other spans (values, types, commands) are not names of members.
 */
export function namesInProse(markdown: string): NamedInProse[] {
  const found: NamedInProse[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    for (const match of text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
      const span = match[1]!.trim();
      if (FILE.test(span)) continue;
      const name = CALL.exec(span)?.[1] ?? MEMBER.exec(span)?.[1] ?? (SNAKE.test(span) ? span : undefined);
      if (name) found.push({name, span, line: index + 1});
    }
  });
  return found;
}

interface AbiParam {
  readonly type: string;
  readonly name?: string;
  readonly components?: readonly AbiParam[];
}
interface AbiItem {
  readonly type: string;
  readonly name?: string;
  readonly inputs?: readonly AbiParam[];
  readonly outputs?: readonly AbiParam[];
}

/** Every name an ABI defines: functions, events, errors, and their parameters and struct fields. */
export function namesOfAbi(abi: readonly AbiItem[]): Set<string> {
  const names = new Set<string>();
  const params = (list: readonly AbiParam[] = []) => {
    for (const param of list) {
      if (param.name) names.add(param.name);
      params(param.components);
    }
  };
  for (const item of abi) {
    if (item.name) names.add(item.name);
    params(item.inputs);
    params(item.outputs);
  }
  return names;
}

/** The known names closest to an unknown one, best first, for the error message. */
export function closestNames(name: string, known: Iterable<string>, count = 3): string[] {
  const lower = name.toLowerCase().replace(/_/g, '');
  return [...known]
    .map((candidate) => ({candidate, distance: leven(lower, candidate.toLowerCase().replace(/_/g, ''))}))
    .filter(({distance}) => distance <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate, 'en'))
    .slice(0, count)
    .map(({candidate}) => candidate);
}

export interface UnknownName extends NamedInProse {
  /** Known names close to it, best first. */
  readonly closest: readonly string[];
}

/** The names a page writes that are neither known nor allowed, each with its closest known names. */
export function unknownNamesIn(
  markdown: string,
  known: ReadonlySet<string>,
  allowed: ReadonlySet<string> = new Set(),
): UnknownName[] {
  return namesInProse(markdown)
    .filter(({name}) => !known.has(name) && !allowed.has(name))
    .map((found) => ({...found, closest: closestNames(found.name, known)}));
}

/**
 * Allow-list entries that no longer earn their place: names that no page
 * writes any more, or that the contract data now defines. A stale entry would
 * let a wrong name back in unchecked (the allow list once kept `migrateV2`, a
 * router function that does not exist).
 */
export function staleAllowedNames(
  pages: readonly string[],
  known: ReadonlySet<string>,
  allowed: ReadonlySet<string>,
): {unused: string[]; known: string[]} {
  const used = new Set(pages.flatMap((markdown) => namesInProse(markdown).map(({name}) => name)));
  const sorted = (names: string[]) => names.sort((a, b) => a.localeCompare(b, 'en'));
  return {
    unused: sorted([...allowed].filter((name) => !used.has(name))),
    known: sorted([...allowed].filter((name) => known.has(name))),
  };
}
