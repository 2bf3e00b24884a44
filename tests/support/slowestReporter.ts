import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** How many of the slowest tests the summary lists. */
const LISTED = 12;

/**
 * Prints the slowest tests at the end of the run, each with the share of its
 * timeout it used. A test that needs more than half of its timeout on a quiet
 * machine fails on a busy one, so the summary marks those.
 */
export default class SlowestReporter implements Reporter {
  private readonly runs: {title: string; duration: number; timeout: number}[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    this.runs.push({
      title: `[${project}] ${test.titlePath().slice(2).join(' › ')}`,
      duration: result.duration,
      timeout: test.timeout,
    });
  }

  onEnd(): void {
    const slowest = [...this.runs].sort((a, b) => b.duration - a.duration).slice(0, LISTED);
    if (slowest.length === 0) return;
    const lines = slowest.map(({title, duration, timeout}) => {
      const share = timeout > 0 ? Math.round((duration / timeout) * 100) : 0;
      return `  ${(duration / 1000).toFixed(1).padStart(6)} s  ${String(share).padStart(3)} % of ${timeout / 1000} s${share > 50 ? '  (over half)' : ''}  ${title}`;
    });
    console.log(`\nSlowest tests (duration, share of timeout):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
