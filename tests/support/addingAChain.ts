/**
 * The checklist "Adding a chain" in docs/addresses.md, for test messages: a
 * test that finds a chain of V3_CHAIN_IDS incomplete names the step that was
 * missed. A step is found by a phrase it contains, so the messages follow
 * the list when it is renumbered, and a step that stops saying it fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

const GUIDE = 'docs/addresses.md';
const SECTION = 'Adding a chain';

function checklist(): string[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', GUIDE), 'utf8');
  const start = text.indexOf(`### ${SECTION}`);
  if (start < 0) throw new Error(`${GUIDE} has no section "${SECTION}"`);
  const section = text.slice(start).split(/\n#{2,3} /)[0]!;
  return [...section.matchAll(/^(\d+)\. (.*)$/gm)].map((match) => match[2]!);
}

/** "step N of 'Adding a chain' in docs/addresses.md" for the one step that mentions `phrase`. */
export function checklistStep(phrase: string): string {
  const steps = checklist();
  const matching = steps.flatMap((step, index) => (step.includes(phrase) ? [index + 1] : []));
  if (matching.length !== 1)
    throw new Error(`"${SECTION}" in ${GUIDE} should have one step that mentions ${phrase}, not ${matching.length}`);
  return `step ${matching[0]} of '${SECTION}' in ${GUIDE}`;
}
