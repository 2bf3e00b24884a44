import {execSync} from 'node:child_process';

function git(args: string): string | undefined {
  try {
    return (
      execSync(`git ${args}`, {stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The branch name, or the commit on a detached HEAD; undefined outside git. */
export function currentBranch(): string | undefined {
  return git('symbolic-ref --short HEAD') ?? git('rev-parse --short HEAD');
}
