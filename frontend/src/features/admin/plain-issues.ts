import type * as v from 'valibot';

/** Which field of a page (or of the component defaults) a problem is in, as the editor's form labels it. */
const where = (path: readonly PropertyKey[]): string => {
  const [section, a, b, c] = path;
  const n = (index: unknown) => Number(index) + 1;
  switch (section) {
    case 'title':
      return 'The page title';
    case 'song':
      if (a === 'title') return 'The song title';
      if (a === 'bpm') return 'The song tempo';
      if (a === 'metre') return 'The song’s beats per bar';
      if (a === 'key') return 'The song key';
      if (a === 'feel') return 'The song feel';
      if (a === 'lines' && b !== undefined)
        return `Line ${n(b)} of the song${c === 'notes' ? ' (its notes)' : c === 'lyric' ? ' (its words)' : ''}`;
      return 'The song';
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
const what = (issue: v.BaseIssue<unknown>): string => {
  const limit = String(issue.requirement);
  const words = typeof issue.input === 'string';
  switch (issue.type) {
    case 'min_length':
      if (words) return Number(issue.requirement) <= 1 ? 'is empty' : `needs at least ${limit} letters`;
      return `must have at least ${limit}`;
    case 'max_length':
      return words ? `is too long: ${limit} letters at most` : `must have ${limit} at most`;
    case 'length':
      return `must have ${limit}`;
    case 'min_value':
      return `must be ${limit} or more`;
    case 'max_value':
      return `must be ${limit} or less`;
    case 'picklist':
    case 'literal':
    case 'union':
      return 'is not one of the choices';
    case 'regex':
      return `should be ${issue.message}`;
    case 'check':
      return issue.message === 'correct must name one of the answers' ? 'must be one of its answers' : issue.message;
    case 'raw_check':
      // What parseScore says is wrong with a song, as it says it: "2 notes for 3 syllables".
      return `does not fit: ${issue.message}`;
    default:
      if (issue.kind === 'schema') return issue.expected === 'number' ? 'needs a number' : 'is missing';
      return issue.message;
  }
};

/** One problem: where it is and what is wrong, or the field a form does not have. */
const plainIssue = (issue: v.BaseIssue<unknown>): string => {
  const path = issue.path?.map((item) => item.key as PropertyKey) ?? [];
  // A strict object names the key it does not know as the last step of the path.
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return `${where(path.slice(0, -1))} has a field it does not know: ${String(path.at(-1))}.`;
  return `${where(path)} ${what(issue)}.`;
};

/**
 * A content problem in an editor's words: "Card 1 text is empty." rather than "lesson.0.text: Invalid length:
 * Expected >=1 but received 0". The first few, so the editor knows what to fix first.
 */
export const plainIssues = (issues: readonly v.BaseIssue<unknown>[], limit = 3): string => issues.slice(0, limit).map(plainIssue).join(' ');
