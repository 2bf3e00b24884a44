/**
 * The external interface of a Vyper contract read from its source: the names
 * of its external functions (including the getters of `public(...)` storage
 * and constants) and of its events. Vyper has no compiler on npm, so this is
 * how the reference checks Vyper ABIs that have no deployed golden ABI: by
 * name, against the tagged source (`scripts/extract-vyper-interfaces.ts`).
 */
export interface VyperInterface {
  readonly functions: readonly string[];
  readonly events: readonly string[];
}

const DEF = /^def (\w+)\s*\(/;
const PUBLIC = /^(\w+)\s*:\s*public\(/;
const EVENT = /^event (\w+)\s*:/;

export function vyperInterface(source: string): VyperInterface {
  const functions = new Set<string>();
  const events = new Set<string>();
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    const def = DEF.exec(line);
    if (def) {
      // Decorators sit on the lines right above, comments aside.
      const decorators: string[] = [];
      for (let i = index - 1; i >= 0 && /^(@|#)/.test(lines[i]!); i--) decorators.push(lines[i]!.trim());
      const external = decorators.some((d) => d === '@external' || d === '@public');
      if (external && def[1] !== '__init__') functions.add(def[1] === '__default__' ? 'fallback' : def[1]!);
      return;
    }
    const getter = PUBLIC.exec(line);
    if (getter) functions.add(getter[1]!);
    const event = EVENT.exec(line);
    if (event) events.add(event[1]!);
  });
  return {functions: [...functions].sort(), events: [...events].sort()};
}
