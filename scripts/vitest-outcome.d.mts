// The types of vitest-outcome.mjs, which runs under plain node and so is written in JavaScript.
import type { StdioOptions } from 'node:child_process';
import type { JsonTestResults } from 'vitest/reporters';

export interface VitestRun {
  /** vitest's exit status; null when it could not start or was killed by a signal. */
  status: number | null;
  /** vitest's JSON report; null when it wrote none. */
  report: JsonTestResults | null;
  /** The message of each error vitest caught outside a test. */
  unhandledErrors: string[];
}

export interface VitestCount {
  passed: number;
  failed: number;
  /** One line for each test that did not pass and each failure outside a test. */
  problems: string[];
}

export function runVitest(args: string[], options?: { stdio?: StdioOptions; cwd?: string }): Promise<VitestRun>;
export function countVitest(run: VitestRun, cwd?: string): VitestCount;
