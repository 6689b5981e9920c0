import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DAY_PAGES } from '@domain/content/index';
import { dayPageSchema } from '@domain/content/schema';
import { plainIssues } from '../../frontend/src/features/admin/plain-issues';

const page = structuredClone(DAY_PAGES[0]!);
const problemsWith = (change: (draft: typeof page) => void) => {
  const draft = structuredClone(page);
  change(draft);
  const result = v.safeParse(dayPageSchema, draft);
  if (result.success) throw new Error('expected a problem');
  return plainIssues(result.issues);
};

describe('the editor’s validation messages, in plain words', () => {
  it('names the field as the form does and says what is wrong', () => {
    expect(problemsWith((draft) => void (draft.lesson[0]!.text = ''))).toBe('Card 1 text is empty.');
    expect(problemsWith((draft) => void (draft.practice[1]!.answers[0]!.label = 'x'.repeat(41)))).toBe(
      'Answer 1 of question 2 is too long: 40 letters at most.',
    );
    expect(problemsWith((draft) => void (draft.beat.bpm = 400))).toBe('The beat’s tempo must be 140 or less.');
    expect(problemsWith((draft) => void draft.lesson.splice(1))).toBe('The lesson cards must have at least 3.');
    expect(problemsWith((draft) => void (draft.song.lines[0]!.notes = 'C4'))).toMatch(
      /^Line 1 of the song \(its notes\) does not fit: ".+": 1 notes for \d+ syllables\.$/,
    );
    expect(problemsWith((draft) => void (draft.song.lines[1]!.lyric = ''))).toBe('Line 2 of the song (its words) is empty.');
    expect(problemsWith((draft) => Object.assign(draft.song, { feel: 'lullaby', bpm: 120 }))).toBe(
      'The song does not fit: a lullaby song goes at 60–80 bpm, not 120.',
    );
    // A question of two answers whose right answer names a third.
    expect(
      problemsWith((draft) => void Object.assign(draft.practice[0]!, { answers: draft.practice[0]!.answers.slice(0, 2), correct: 2 })),
    ).toBe('The right answer of question 1 must be one of its answers.');
    expect(problemsWith((draft) => void Object.assign(draft.celebration, { colour: 'red' }))).toBe(
      'The celebration message has a field it does not know: colour.',
    );
    expect(problemsWith((draft) => void (draft.beat.bars = Number('two')))).toBe('Bars needs a number.');
  });

  it('never shows a schema path or the validation library’s own words', () => {
    const message = problemsWith((draft) => {
      draft.title = '';
      draft.celebration.message = '';
    });
    expect(message).toBe('The page title is empty. The celebration message is empty.');
    expect(message).not.toMatch(/\.\d+\.|Invalid|Expected/);
  });
});

describe('a refusal of the API in an admin’s words', () => {
  it('says the server’s sentences as they are and valibot’s own messages as what they mean for the field', async () => {
    const { plainRefusal } = await import('../../frontend/src/features/admin/admin-api');
    expect(plainRefusal('Invalid request: classes.0: Invalid length: Expected >=1 but received 0')).toBe(
      'The classes (number 1) is empty.',
    );
    expect(plainRefusal('Invalid request: email: Write a whole e-mail address, such as name@school.org')).toBe(
      'Write a whole e-mail address, such as name@school.org.',
    );
    expect(
      plainRefusal(
        'Invalid request: to: Invalid length: Expected <=64 but received 70; confirmation: Invalid type: Expected string but received undefined',
      ),
    ).toBe('The next class is too long. What you typed to confirm is missing.');
    expect(plainRefusal('Choose at least one class. Invalid request: extra: Invalid key: Expected never but received "extra"')).toBe(
      'Choose at least one class. Something in the form is not part of this form.',
    );
    expect(plainRefusal('Student not found')).toBe('Student not found');
  });
});
