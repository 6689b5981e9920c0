import type * as v from 'valibot';
import { parseLine, parseScore, type StoredScore } from './score.js';

/** What is wrong with a song, in parseScore's words, and the line it is on (none for the song as a whole). */
export interface ScoreProblem {
  line?: number;
  message: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Every line that does not parse, each on its own; then, once they all do, what is wrong with the whole song. */
export const scoreProblems = (score: StoredScore): ScoreProblem[] => {
  const lines: ScoreProblem[] = [];
  score.lines.forEach((line, i) => {
    try {
      parseLine(line, score.metre);
    } catch (error) {
      lines.push({ line: i, message: messageOf(error) });
    }
  });
  if (lines.length > 0) return lines;
  try {
    parseScore(score);
    return [];
  } catch (error) {
    return [{ message: messageOf(error) }];
  }
};

/** The valibot path to a field inside `value` (keys of objects, indexes of arrays), so an issue names its field. */
export const pathTo = (value: unknown, keys: ReadonlyArray<string | number>): [v.IssuePathItem, ...v.IssuePathItem[]] | undefined => {
  const path: v.IssuePathItem[] = [];
  let input = value;
  for (const key of keys) {
    const next: unknown = (input as Record<string | number, unknown>)[key];
    path.push(
      Array.isArray(input)
        ? { type: 'array', origin: 'value', input, key: Number(key), value: next }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key: String(key), value: next },
    );
    input = next;
  }
  return path.length > 0 ? (path as [v.IssuePathItem, ...v.IssuePathItem[]]) : undefined;
};
