/**
 * Generated Markdown trees (the contract reference, the YIP archive) are
 * written into git-ignored folders of the docs. Only files whose text changed
 * are rewritten, so the preview's watcher and Docusaurus's caches see real
 * changes only, and files no longer generated are removed.
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it; none when `dir` does not exist. */
function listFiles(dir: string, base = ''): string[] {
  let items: string[];
  try {
    items = readdirSync(dir);
  } catch {
    return [];
  }
  return items.flatMap((name) => {
    const full = path.join(dir, name);
    const relative = base ? `${base}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, relative) : [relative];
  });
}

function writeIfChanged(file: string, text: string): boolean {
  try {
    if (readFileSync(file, 'utf8') === text) return false;
  } catch {
    // A new file.
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  return true;
}

/** Makes `outDir` hold exactly `outputs` (relative path to text); counts what it wrote and removed. */
export function syncGeneratedFiles(
  outDir: string,
  outputs: ReadonlyMap<string, string>,
): {written: number; removed: number} {
  let written = 0;
  for (const [relative, text] of outputs) if (writeIfChanged(path.join(outDir, relative), text)) written += 1;
  let removed = 0;
  for (const relative of listFiles(outDir)) {
    if (!outputs.has(relative)) {
      rmSync(path.join(outDir, relative));
      removed += 1;
    }
  }
  return {written, removed};
}
