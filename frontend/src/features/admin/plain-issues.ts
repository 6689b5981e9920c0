import type * as z from 'zod/mini';

/** Which field of a page (or of the component defaults) a problem is in, as the editor's form labels it. */
const where = (path: readonly PropertyKey[]): string => {
  const [section, a, b, c, d] = path;
  const n = (index: unknown) => Number(index) + 1;
  switch (section) {
    case 'title':
      return 'The page title';
    case 'song':
      if (a === 'title') return 'The song title';
      if (a === 'bpm') return 'The song tempo';
      if (a === 'lines' && b !== undefined && c !== undefined)
        return `Line ${n(b)} of the song, word ${n(c)}${d === 'note' ? ' (its note)' : ''}`;
      return 'The song lyrics';
    case 'lesson':
      if (a === undefined) return 'The lesson cards';
      return `Card ${n(a)} ${b === 'text' ? 'text' : b === 'picture' ? 'picture' : b === 'image' ? 'image' : 'title'}`;
    case 'practice':
      if (a === undefined) return 'The practice questions';
      if (b === 'answers' && c !== undefined) return `Answer ${n(c)} of question ${n(a)}`;
      if (b === 'answers') return `The answers of question ${n(a)}`;
      if (b === 'hint') return `The hint of question ${n(a)}`;
      if (b === 'correct') return `The right answer of question ${n(a)}`;
      return `Question ${n(a)}`;
    case 'beat':
      return a === 'bpm' ? 'The beat’s tempo' : a === 'beatsPerBar' ? 'Beats per bar' : a === 'bars' ? 'Bars' : 'The claps';
    case 'celebration':
      return a === 'picture' ? 'The celebration picture' : 'The celebration message';
    case 'lessonCard':
      return `A new card’s ${String(a ?? 'content')}`;
    case 'question':
      return b === undefined ? `A new question’s ${String(a ?? 'content')}` : `A new question’s answer ${n(b)}`;
    default:
      return path.length > 0 ? path.map(String).join(' ') : 'The page';
  }
};

/** What is wrong with it, in plain words. */
const what = (issue: z.core.$ZodIssue): string => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is empty' : `needs at least ${issue.minimum} letters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum}`;
      return `must be ${issue.minimum} or more`;
    case 'too_big':
      if (issue.origin === 'string') return `is too long: ${issue.maximum} letters at most`;
      if (issue.origin === 'array') return `must have ${issue.maximum} at most`;
      return `must be ${issue.maximum} or less`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'needs a number' : 'is missing';
    case 'invalid_value':
      return 'is not one of the choices';
    case 'invalid_format':
      return `should be ${issue.message}`;
    case 'unrecognized_keys':
      return `has fields it does not know: ${issue.keys.join(', ')}`;
    default:
      return issue.message === 'correct must name one of the answers' ? 'must be one of its answers' : issue.message;
  }
};

/**
 * A content problem in an editor's words: "Card 1 text is empty." rather than "lesson.0.text: Too small: expected
 * string to have >=1 characters". The first few, so the editor knows what to fix first.
 */
export const plainIssues = (error: z.core.$ZodError, limit = 3): string =>
  error.issues
    .slice(0, limit)
    .map((issue) => `${where(issue.path)} ${what(issue)}.`)
    .join(' ');
