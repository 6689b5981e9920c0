import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CHARACTERS } from '@domain/characters.js';
import { CHARACTER_CODES, EMOTIONS, type CharacterCode } from '@domain/constants.js';
import { contentProblems, guesserScores } from '@domain/content/check.js';
import { answerProblems, longestProblems } from '@domain/content/check/answers.js';
import { CALM_ROUTINE_CARDS, calmRoutineProblems, calmTrickProblems } from '@domain/content/check/calm.js';
import { checkInProblems, feelingClueProblems, feelingFaceProblems, vocabularyProblems } from '@domain/content/check/feelings.js';
import { guesserProblems } from '@domain/content/check/guesser.js';
import { testOverlapProblems, testSharingProblems } from '@domain/content/check/overlap.js';
import { wordingProblems, wordingScores } from '@domain/content/check/wording.js';
import { meaningOf, pictureMeaningProblems } from '@domain/content/check/pictures.js';
import { pronounProblems } from '@domain/content/check/pronouns.js';
import { rhymes } from '@domain/content/check/rhyme.js';
import { MIN_CLAP_PATTERNS, beatDifficulty, clapPatterns, songProblems, tuneProblems } from '@domain/content/check/songs.js';
import { spellingProblems } from '@domain/content/check/spelling.js';
import { calmDownProblems, shortestProblems, wayOfBeingProblems } from '@domain/content/check/ways.js';
import {
  ALSO_GOOD,
  DAY_PAGES,
  FEELINGS_WORDS,
  PROGRAMMES,
  isRight,
  questionSchema,
  testItemSchema,
  card,
  dayPage,
  question,
  screeningPageSchema,
  storedScreeningPageSchema,
  testFormsOf,
  type DayContent,
  type DayPage,
  type LessonCard,
  type Picture,
  type ProgrammeContent,
  type Question,
  type SongScore,
  type WrittenAnswer,
} from '@domain/content/index.js';

/*
 * Small made-up programmes, each built to break one rule and then to keep it: a rule that cannot refuse a bad
 * example is no check at all.
 */
type Answer = [string, Picture];
const q = (prompt: string, right: Answer, wrong: WrittenAnswer[], order = 0): Question =>
  question(prompt, right, wrong, 'Think about it.', order);
/** A plain three-answer question whose right answer moves with i, all labels the same length. */
const plain = (i: number): Question =>
  q(
    `Situation number ${i} for you. What fits?`,
    ['Choice one', 'wave'],
    [
      ['Choice two', 'book'],
      ['Choice six', 'bell'],
    ],
    i % 3,
  );

const day = (practice: Question[], lesson: LessonCard[] = [card('Feelings', 'We can feel happy or sad.', 'smile')]): DayContent => ({
  title: 'A day',
  competency: 'self-awareness',
  lesson,
  practice,
  celebration: { message: 'You sang and chose well today.', picture: 'star' },
});
const programme = (
  practice: Question[],
  test: Question[] = [],
  { character = 'RESPA', lesson }: { character?: CharacterCode; lesson?: LessonCard[] } = {},
): ProgrammeContent => ({
  character,
  days: [day(practice, lesson)],
  screening: { title: 'The test', questions: test.map((item) => ({ ...item, competency: 'self-awareness' as const })) },
});

describe('three answers, and neither place nor length gives the right one away', () => {
  it('refuses more than 10% two-answer questions and any two-answer test item', () => {
    const good = Array.from({ length: 9 }, (_, i) => plain(i));
    const yesNo = q('Is it okay to ask for help?', ['Yes', 'thumbs-up'], [['No', 'thumbs-down']]);
    expect(answerProblems(programme([...good, yesNo, plain(10)]))).toEqual([]);
    expect(answerProblems(programme([...good.slice(0, 7), yesNo, yesNo]))).toContainEqual(
      expect.stringMatching(/RESPA: 78% of questions have three answers/),
    );
    expect(answerProblems(programme(good, [yesNo]))).toContainEqual('RESPA-screening question 1: a test item offers three answers');
  });

  it('refuses a place that holds more than 45% of the right answers', () => {
    const spread = Array.from({ length: 9 }, (_, i) => plain(i));
    expect(answerProblems(programme(spread))).toEqual([]);
    const first = Array.from({ length: 9 }, (_, i) => plain(i * 3));
    expect(answerProblems(programme(first))).toContainEqual('RESPA: 9 of 9 right answers sit in place 1; move some');
  });

  it('refuses a right answer that is the single longest label in more than 45% of questions', () => {
    const longest = (i: number) =>
      q(
        `Case ${i}?`,
        ['The much longer right one', 'wave'],
        [
          ['Short', 'book'],
          ['Tiny', 'bell'],
        ],
        i % 3,
      );
    const shortest = (i: number) =>
      q(
        `Other ${i}?`,
        ['Short', 'wave'],
        [
          ['The much longer wrong one', 'book'],
          ['Tiny', 'bell'],
        ],
        i % 3,
      );
    expect(longestProblems([programme([longest(1), longest(2), shortest(3)])])).toEqual([
      expect.stringMatching(/single longest label in 67% of questions \(2 of 3\)/),
    ]);
    expect(longestProblems([programme([longest(1), shortest(2), shortest(3)])])).toEqual([]);
  });
});

describe('the blind guesser', () => {
  // In every programme the thumbs-up is right and the thumbs-down wrong: a child who never listens wins.
  const telling = (character: CharacterCode) =>
    programme(
      Array.from({ length: 6 }, (_, i) =>
        q(
          `Telling ${character} ${i}?`,
          ['Yes', 'thumbs-up'],
          [
            ['No', 'thumbs-down'],
            ['Maybe', 'bell'],
          ],
          i % 3,
        ),
      ),
      [],
      { character },
    );
  // Each picture is right once in three uses, and labels are alike: the pictures say nothing.
  const fair = (character: CharacterCode) =>
    programme(
      (['wave', 'book', 'bell'] as const).flatMap((right, r) =>
        [0, 1, 2].map((order) => {
          const [first, second] = (['wave', 'book', 'bell'] as const).filter((picture) => picture !== right) as [Picture, Picture];
          return q(
            `Fair ${character} ${r} ${order}?`,
            ['Pick aa', right],
            [
              ['Pick bb', first],
              ['Pick cc', second],
            ],
            order,
          );
        }),
      ),
      [],
      { character },
    );

  it('wins on pictures that always mean right or wrong, and is refused', () => {
    const scores = guesserScores([telling('RESPA'), telling('COUR'), telling('NOBO')]);
    expect(scores.map((score) => score.score)).toEqual([1, 1, 1]);
    expect(scores[0]!.chance).toBeCloseTo(1 / 3);
    expect(guesserProblems([telling('RESPA'), telling('COUR'), telling('NOBO')])).toContainEqual(
      expect.stringMatching(/^RESPA: a guesser who only looks at pictures scores 100% \(test 0%\), chance is 33%; at most 43%/),
    );
  });

  it('stays at chance when every picture is right a third of the time', () => {
    const programmes = [fair('RESPA'), fair('COUR'), fair('NOBO')];
    expect(guesserScores(programmes).map((score) => score.score)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(guesserProblems(programmes)).toEqual([]);
  });

  it('breaks a tie of pictures by the longest label', () => {
    const longer = programme([
      q(
        'Tie?',
        ['The longest label', 'wave'],
        [
          ['Short', 'book'],
          ['Tiny', 'bell'],
        ],
        1,
      ),
    ]);
    expect(guesserScores([longer])[0]!.score).toBe(1);
  });
});

describe('the guesser of words', () => {
  // Every wrong answer says "only" or "nothing", every right one "calmly": a child learns the words, not the lesson.
  const marked = (i: number, n: number) =>
    q(
      `Marked ${i}?`,
      ['Talk it over calmly', 'wave'],
      [
        ['Only look at the wall', 'book'],
        ['Do nothing at all', 'bell'],
      ],
      (i + n) % 3,
    );
  // The same words sit on right answers as often as on wrong ones: the words say nothing.
  const balanced = (i: number) =>
    q(
      `Balanced ${i}?`,
      [['Talk it over calmly', 'Only look at the wall', 'Do nothing at all'][i % 3]!, 'wave'],
      [
        [['Only look at the wall', 'Do nothing at all', 'Talk it over calmly'][i % 3]!, 'book'],
        [['Do nothing at all', 'Talk it over calmly', 'Only look at the wall'][i % 3]!, 'bell'],
      ],
      i % 3,
    );
  /** Practice or tests marked by their words, the other part balanced. */
  const markedProgramme = (character: CharacterCode, test: boolean) =>
    programme(
      Array.from({ length: 6 }, (_, i) => (test ? balanced(i) : marked(i, 0))),
      Array.from({ length: 3 }, (_, i) => (test ? marked(i + 10, 1) : balanced(i + 10))),
      { character },
    );

  it('wins practice on words that always mark right or wrong, and is refused for practice alone', () => {
    const programmes = (['RESPA', 'COUR', 'NOBO'] as const).map((character) => markedProgramme(character, false));
    const scores = wordingScores(programmes);
    expect(scores.map((score) => score.practice)).toEqual([1, 1, 1]);
    expect(scores[0]!.practiceChance).toBeCloseTo(1 / 3);
    const problems = wordingProblems(programmes);
    expect(problems).toContainEqual(
      expect.stringMatching(/^RESPA: a guesser who only hears the answers' words wins its practice 100%, chance is 33%; at most 43%/),
    );
    expect(problems.some((problem) => problem.includes('its tests'))).toBe(false);
  });

  it('holds the tests to chance + 10 apart from practice, counting form B too', () => {
    const programmes = (['RESPA', 'COUR', 'NOBO'] as const).map((character) => markedProgramme(character, true));
    const problems = wordingProblems(programmes);
    expect(problems).toContainEqual(expect.stringMatching(/^COUR: a guesser who only hears the answers' words wins its tests 100%/));
    expect(problems.some((problem) => problem.includes('its practice'))).toBe(false);
    // Form B's items are test items too: a form B marked by its words is refused though form A is fair.
    const withFormB = (character: CharacterCode): ProgrammeContent => {
      const base = markedProgramme(character, false);
      const items = (from: number) =>
        Array.from({ length: 3 }, (_, i) => ({ ...balanced(i + from), competency: 'self-awareness' as const }));
      return {
        ...base,
        screening: { ...base.screening, questions: items(20), form_b: items(30).map((item, i) => ({ ...item, ...marked(i + 40, 2) })) },
      };
    };
    const twoForms = [withFormB('RESPA'), withFormB('COUR'), withFormB('NOBO')];
    // Form A's three balanced items earn a third each, form B's three marked ones all: 4 of 6.
    expect(wordingScores(twoForms)[0]!.test).toBeCloseTo(4 / 6);
    expect(wordingProblems(twoForms)).toContainEqual(expect.stringMatching(/^RESPA: .* wins its tests 67%/));
  });

  it('stays at chance when the same words are as often right as wrong', () => {
    const programmes = (['RESPA', 'COUR', 'NOBO'] as const).map((character) =>
      programme(
        Array.from({ length: 6 }, (_, i) => balanced(i)),
        Array.from({ length: 3 }, (_, i) => balanced(i + 10)),
        { character },
      ),
    );
    for (const score of wordingScores(programmes)) {
      expect(score.practice).toBeCloseTo(1 / 3);
      expect(score.test).toBeCloseTo(1 / 3);
    }
    expect(wordingProblems(programmes)).toEqual([]);
  });

  it('breaks a tie by neither length nor place: it shares the credit as a coin would', () => {
    // Words it never heard weigh nothing, so all three answers tie: a third of a question, wherever the right one is.
    const unknown = programme([
      q(
        'Tie?',
        ['The much longer right answer', 'wave'],
        [
          ['Short', 'book'],
          ['Tiny', 'bell'],
        ],
        1,
      ),
    ]);
    expect(wordingScores([unknown])[0]!.practice).toBeCloseTo(1 / 3);
  });

  it('is part of contentProblems', () => {
    const programmes = (['RESPA', 'COUR', 'NOBO'] as const).map((character) => markedProgramme(character, false));
    expect(contentProblems(programmes).join('\n')).toMatch(/RESPA: a guesser who only hears the answers' words wins its practice 100%/);
  });
});

describe('answers that are also good', () => {
  const watchFirst = q(
    'Kids play tag. Ana wants to join. What could Ana do?',
    ['Ask "Can I play too?"', 'bubble'],
    [
      ['Watch a round first, then ask', 'eyes', ALSO_GOOD],
      ['Grab the ball from them', 'ball'],
    ],
    1,
  );

  it('are written as such, count as right and leave the best answer the lesson', () => {
    expect(v.parse(questionSchema, watchFirst)).toEqual(watchFirst);
    const good = watchFirst.answers.findIndex((answer) => answer.also_good);
    expect(watchFirst.answers[good]).toEqual({ label: 'Watch a round first, then ask', picture: 'eyes', also_good: true });
    expect(watchFirst.answers[watchFirst.correct]!.label).toBe('Ask "Can I play too?"');
    expect(watchFirst.answers.map((_, i) => isRight(watchFirst, i))).toEqual(
      watchFirst.answers.map((answer) => answer.label !== 'Grab the ball from them'),
    );
  });

  it('are refused on the best answer, on every answer, and in a test', () => {
    const onBest = { ...watchFirst, answers: watchFirst.answers.map((a, i) => (i === watchFirst.correct ? { ...a, also_good: true } : a)) };
    expect(v.safeParse(questionSchema, onBest).issues?.[0]?.message).toBe('the best answer is the right one, not also good');
    const allGood = {
      ...watchFirst,
      answers: watchFirst.answers.map((a, i) => (i === watchFirst.correct ? a : { ...a, also_good: true })),
    };
    expect(v.safeParse(questionSchema, allGood).issues?.[0]?.message).toBe('a question keeps one answer that is less helpful');
    // A test gives no feedback and scores the best answer only: none of its answers is also good.
    expect(v.safeParse(testItemSchema, { ...watchFirst, competency: 'self-awareness' }).success).toBe(false);
    const plainItem = { ...watchFirst, answers: watchFirst.answers.map(({ label, picture }) => ({ label, picture })) };
    expect(v.safeParse(testItemSchema, { ...plainItem, competency: 'self-awareness' }).success).toBe(true);
  });

  it('may be a way of being or asking a grown-up, which a wrong answer may not', () => {
    const askGood = q(
      'Leo cannot open his paint pot. What could Leo do?',
      ['Try twisting it the other way', 'paint'],
      [
        ['Ask a grown-up to help', 'ask-help', ALSO_GOOD],
        ['Throw the pot away', 'trash'],
      ],
    );
    expect(wayOfBeingProblems(programme([askGood]))).toEqual([]);
    const askWrong = { ...askGood, answers: askGood.answers.map(({ label, picture }) => ({ label, picture })) };
    expect(wayOfBeingProblems(programme([askWrong]))).toHaveLength(1);
  });

  it('count as right for the guesser of words, so its chance rises; the picture guesser looks for the best one', () => {
    const programmes = (['RESPA', 'COUR', 'NOBO'] as const).map((character) => programme([watchFirst, plain(1)], [], { character }));
    const [words] = wordingScores(programmes);
    expect(words!.practiceChance).toBeCloseTo((2 / 3 + 1 / 3) / 2);
    const [pictures] = guesserScores(programmes);
    expect(pictures!.chance).toBeCloseTo(1 / 3);
  });
});

describe('feelings are never wrong', () => {
  it('refuses a feeling face as a wrong answer, except where the question asks for a feeling', () => {
    const cryWrong = q(
      'Mia drops her ice cream. What can Mia do?',
      ['Ask for help', 'helper'],
      [
        ['Cry', 'cry'],
        ['Walk home', 'footsteps'],
      ],
    );
    expect(feelingFaceProblems(programme([cryWrong]))).toEqual([
      expect.stringMatching(/question 1 answer 2: "Cry" is wrong drawn as a crying face/),
    ]);
    const cryRight = q(
      'Mia drops her ice cream. What is okay?',
      ['Cry a little', 'cry'],
      [
        ['Ask for help', 'helper'],
        ['Go and read', 'book'],
      ],
    );
    const namesAFeeling = q(
      'Mia drops her ice cream. How might she feel?',
      ['Sad', 'frown'],
      [
        ['Proud', 'proud'],
        ['Bored', 'bored'],
      ],
    );
    expect(feelingFaceProblems(programme([cryRight, namesAFeeling]))).toEqual([]);
  });

  it('refuses "cross" for a feeling but not for a road, and a programme whose lessons name no feeling', () => {
    const crossFeeling = q(
      'Leo feels cross. What helps?',
      ['Use Stop, breathe, name it.', 'calm-down'],
      [
        ['Read', 'book'],
        ['Ring', 'bell'],
      ],
    );
    const crossRoad = q(
      'How do we cross the road?',
      ['With a grown-up', 'crosswalk'],
      [
        ['Alone', 'run-road'],
        ['On a bike', 'bike'],
      ],
    );
    expect(vocabularyProblems(programme([crossFeeling]))).toEqual([
      expect.stringMatching(/question 1 prompt: "Leo feels cross. What helps\?" says "cross"/),
    ]);
    expect(vocabularyProblems(programme([crossRoad]))).toEqual([]);
    const verbs = q(
      'The light is green. What now?',
      ['Look, then cross', 'crosswalk'],
      [
        ['Time to cross', 'traffic-light'],
        ['We cross with Dad', 'family'],
      ],
    );
    expect(vocabularyProblems(programme([verbs]))).toEqual([]);
    const feelings = q(
      'Is it okay to be cross?',
      ['Yes, and say so', 'cross'],
      [
        ['Stomp off crossly', 'bubble'],
        ['Cross with you', 'frown'],
      ],
    );
    expect(vocabularyProblems(programme([feelings]))).toHaveLength(3);
    expect(vocabularyProblems(programme([crossRoad], [], { lesson: [card('Roads', 'We stop at the curb.', 'stop-sign')] }))).toEqual([
      expect.stringMatching(/^RESPA: no lesson card names a feelings word/),
    ]);
  });

  it('wants every check-in word taught by name somewhere', () => {
    const teaching = (words: readonly string[]) =>
      programme([plain(1)], [], { lesson: [card('Feelings', `We can feel ${words.join(', ')}.`, 'smile')] });
    expect(checkInProblems([teaching(EMOTIONS.slice(0, 4)), teaching(EMOTIONS.slice(4))])).toEqual([]);
    expect(checkInProblems([teaching(EMOTIONS.filter((word) => word !== 'bored'))])).toEqual([
      'no lesson teaches the check-in word bored by name',
    ]);
    expect(FEELINGS_WORDS.slice(0, 8)).toEqual([...EMOTIONS]);
    expect(FEELINGS_WORDS).not.toContain('cross');
  });
});

describe('a test item is a new situation', () => {
  it('refuses a test item that tells a practice question again', () => {
    const practice = q(
      'Kemi spills water by accident and says sorry. What can you say?',
      ['"That is okay"', 'smile'],
      [
        ['Shout', 'shout'],
        ['Walk off', 'footsteps'],
      ],
    );
    const again = q(
      'A friend spills water by accident and says sorry. What do you say?',
      ['"That is okay"', 'smile'],
      [
        ['Shout', 'shout'],
        ['Walk off', 'footsteps'],
      ],
    );
    const fresh = q(
      'Your little brother knocks over your tower. What could you try?',
      ['Build it again together', 'blocks'],
      [
        ['Shout', 'shout'],
        ['Walk off', 'footsteps'],
      ],
    );
    expect(testOverlapProblems(programme([practice], [again]))).toEqual([
      expect.stringMatching(/^RESPA-screening question 1: shares \d+% of its words with RESPA-day-1 question 1/),
    ]);
    expect(testOverlapProblems(programme([practice], [fresh]))).toEqual([]);
  });

  it("catches a reworded repeat that Jaccard let through, by the share of the test item's own words", () => {
    const long = q(
      'Nia drops all her pencils on the classroom floor before lunch. What could you do?',
      ['Help her pick up the pencils', 'pencil'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'footsteps'],
      ],
    );
    // Four of the item's six words are in the practice question (67%), though only 4 of 11 of both (Jaccard 36%).
    const reworded = q(
      'A classmate drops her pencils. What is kind?',
      ['Help pick up her pencils', 'pencil'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'footsteps'],
      ],
    );
    const fresh = q(
      'A new girl cannot find the art room. What is kind?',
      ['Walk her to the art room', 'footsteps'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'pencil'],
      ],
    );
    expect(testOverlapProblems(programme([long], [reworded]))).toEqual([
      'RESPA-screening question 1: shares 67% of its words with RESPA-day-1 question 1; a test item is a new situation',
    ]);
    expect(testOverlapProblems(programme([long], [fresh]))).toEqual([]);
  });

  it('refuses a test item that repeats a practice question of another programme', () => {
    const nobo = programme(
      [
        q(
          'Nia drops all her pencils on the classroom floor before lunch. What could you do?',
          ['Help her pick up the pencils', 'pencil'],
          [
            ['Keep on reading', 'book'],
            ['Step over them', 'footsteps'],
          ],
        ),
      ],
      [],
      { character: 'NOBO' },
    );
    const etmo = programme(
      [plain(1)],
      [
        q(
          'A classmate drops her pencils. What is kind?',
          ['Help pick up her pencils', 'pencil'],
          [
            ['Keep on reading', 'book'],
            ['Step over them', 'footsteps'],
          ],
        ),
      ],
      {
        character: 'ETMO',
      },
    );
    expect(testOverlapProblems(etmo, [etmo, nobo])).toEqual([
      'ETMO-screening question 1: shares 67% of its words with NOBO-day-1 question 1; a test item is a new situation',
    ]);
    expect(testOverlapProblems(etmo)).toEqual([]);
  });
  it('holds form B to the same rules as form A: a restaged practice question, a two-answer item, its place', () => {
    const practice = q(
      'Nia drops all her pencils on the classroom floor before lunch. What could you do?',
      ['Help her pick up the pencils', 'pencil'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'footsteps'],
      ],
    );
    const reworded = q(
      'A classmate drops her pencils. What is kind?',
      ['Help pick up her pencils', 'pencil'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'footsteps'],
      ],
    );
    const yesNo = q('Is it okay to ask for help?', ['Yes', 'thumbs-up'], [['No', 'thumbs-down']]);
    const withB = (formB: Question[]): ProgrammeContent => {
      const base = programme([practice], [plain(1)]);
      return {
        ...base,
        screening: { ...base.screening, form_b: formB.map((item) => ({ ...item, competency: 'self-awareness' as const })) },
      };
    };
    expect(testOverlapProblems(withB([reworded]))).toEqual([
      'RESPA-screening form B question 1: shares 67% of its words with RESPA-day-1 question 1; a test item is a new situation',
    ]);
    expect(answerProblems(withB([yesNo]))).toContainEqual('RESPA-screening form B question 1: a test item offers three answers');
    expect(testOverlapProblems(withB([plain(2)]))).toEqual([]);
  });
  it("refuses a test situation that another programme's test, or the other form, already asks", () => {
    const tray = q(
      'A boy drops his lunch tray. Food spills everywhere. What could you do?',
      ['Help him clean up the spill', 'trash'],
      [
        ['Keep eating your lunch', 'apple'],
        ['Wave from your seat', 'wave'],
      ],
    );
    const trayAgain = q(
      'A classmate drops her lunch tray. What could you do?',
      ['Help clean up the spill', 'broom'],
      [
        ['Keep eating your lunch', 'apple'],
        ['Tell your friends', 'bubble'],
      ],
    );
    const fresh = q(
      'A new girl cannot find the art room. What is kind?',
      ['Walk her to the art room', 'footsteps'],
      [
        ['Keep on reading', 'book'],
        ['Step over them', 'pencil'],
      ],
    );
    const nobo = programme([plain(1)], [tray], { character: 'NOBO' });
    const respa = programme([plain(2)], [trayAgain]);
    expect(testSharingProblems(respa, [respa, nobo])).toEqual([
      'RESPA-screening question 1: shares 86% of its words with NOBO-screening question 1; no two tests ask one situation',
    ]);
    expect(testSharingProblems(programme([plain(2)], [fresh]), [nobo])).toEqual([]);
    const both = { ...nobo, screening: { ...nobo.screening, form_b: [{ ...trayAgain, competency: 'self-awareness' as const }] } };
    expect(testSharingProblems(both)).toEqual([
      'NOBO-screening question 1: shares 75% of its words with NOBO-screening form B question 1; no two tests ask one situation',
      'NOBO-screening form B question 1: shares 86% of its words with NOBO-screening question 1; no two tests ask one situation',
    ]);
  });
});

describe('one picture, one meaning', () => {
  it('refuses drawing the thing a label says is absent', () => {
    const coat = (picture: Picture) =>
      q(
        'It is raining. What does Ben do?',
        ['Put on a coat', 'coat'],
        [
          ['Go out without a coat', picture],
          ['Stay in', 'house'],
        ],
      );
    expect(pictureMeaningProblems(programme([coat('coat')]))).toContainEqual(
      expect.stringMatching(/answer 2: "Go out without a coat" is drawn as a coat on a hook, the very thing it says is absent/),
    );
    expect(pictureMeaningProblems(programme([coat('no-coat')]))).toEqual([]);
  });

  it('keeps the pictures the issue found misused to their one meaning', () => {
    const misused = q(
      'Ana wants the book on the top shelf. What is safe?',
      ['Ask a grown-up', 'ask-help'],
      [
        ['Climb the shelves', 'ladder'],
        ['Cover her ears', 'ear'],
      ],
    );
    const problems = pictureMeaningProblems(programme([misused]));
    expect(problems).toContainEqual(expect.stringMatching(/answer 2: "Climb the shelves" is drawn as ladder, which means a ladder/));
    expect(problems).toContainEqual(expect.stringMatching(/answer 3: "Cover her ears" is drawn as ear, which means listening/));
    const kept = q(
      'Ana wants the book on the top shelf. What is safe?',
      ['Ask a grown-up', 'ask-help'],
      [
        ['Climb the shelves', 'climb-shelf'],
        ['Cover her ears', 'cover-ears'],
      ],
    );
    expect(pictureMeaningProblems(programme([kept]))).toEqual([]);
  });

  it('never makes a reward picture a wrong answer', () => {
    const prize = (order: number) =>
      q(
        'Why do we try hard?',
        ['To learn', 'brain'],
        [
          ['To win a prize', 'trophy'],
          ['To go home', 'house'],
        ],
        order,
      );
    expect(pictureMeaningProblems(programme([prize(0)]))).toEqual([
      expect.stringMatching(/"To win a prize" is wrong drawn as a trophy cup/),
    ]);
    const earned = q(
      'You finished the race. What do you get?',
      ['A medal', 'medal'],
      [
        ['A cookie', 'cookie'],
        ['A hug', 'hug'],
      ],
    );
    expect(pictureMeaningProblems(programme([earned]))).toEqual([]);
  });
});

describe('one picture per recurring meaning, and "good" only on a good answer', () => {
  it('draws asking a grown-up, knocking and the other recurring meanings with their one picture', () => {
    const drawn = (grownUp: Picture, knock: Picture) =>
      q(
        'Ana wants to go in. The door to the office is shut. What could she do?',
        ['Knock and wait for an answer', knock],
        [
          ['Ask a grown-up to open it', grownUp],
          ['Push the door hard', 'push'],
        ],
      );
    expect(pictureMeaningProblems(programme([drawn('teacher', 'door')]))).toEqual([
      expect.stringMatching(/answer 1: "Knock and wait for an answer" says knocking and waiting, drawn as knock everywhere, not door/),
      expect.stringMatching(
        /answer 2: "Ask a grown-up to open it" says asking or telling a grown-up, drawn as ask-help everywhere, not teacher/,
      ),
    ]);
    expect(pictureMeaningProblems(programme([drawn('ask-help', 'knock')]))).toEqual([]);
  });

  it('reads the meaning an answer says first, and leaves out words that only look like one', () => {
    expect(meaningOf('Stand by Ben and tell a teacher')?.picture).toBe('ask-help');
    expect(meaningOf('Walk away and tell a grown-up')?.picture).toBe('walk-away');
    expect(meaningOf('Walk off and find another game')?.picture).toBe('walk-away');
    expect(meaningOf('Say sorry and help dry the paper')?.picture).toBe('sorry');
    expect(meaningOf('Tell Dad, "I feel nervous"')?.picture).toBe('ask-help');
    expect(meaningOf('Tell Dad, "I feel fine, thanks"')?.picture).toBe('mask');
    expect(meaningOf('Excited')?.picture).toBe('excited');
    // A lie told to a grown-up is not asking one for help; knocking someone down is not knocking on a door.
    expect(meaningOf('Tell the nurse you already had one')).toBeUndefined();
    expect(meaningOf('Knock him down with snowballs')).toBeUndefined();
    expect(meaningOf('Ask Grandma for a new ball')).toBeUndefined();
  });

  it('never puts a picture that means "good" on a less helpful answer, even when its words say help', () => {
    const rushed = (picture: Picture) =>
      q(
        'Your friend falls and is hurt. What now?',
        ['Shout for a grown-up', 'ask-help'],
        [
          ['Help him stand up fast', picture],
          ['Say he acts fine', 'mask'],
        ],
      );
    expect(pictureMeaningProblems(programme([rushed('helper')]))).toEqual([
      expect.stringMatching(/answer 2: "Help him stand up fast" is wrong drawn as a child holding out a hand to help, which means good/),
    ]);
    expect(pictureMeaningProblems(programme([rushed('hands')]))).toEqual([]);
    const praised = (picture: Picture) =>
      q(
        'Etmo feels sad. What can he do?',
        ['Tell a friend, "I feel sad"', 'bubble'],
        [
          ['Nod and hope it passes', picture],
          ['Run off', 'footsteps'],
        ],
      );
    expect(pictureMeaningProblems(programme([praised('thumbs-up')]))).toEqual([
      expect.stringMatching(/"Nod and hope it passes" is wrong drawn as a thumb pointing up, which means good/),
    ]);
    expect(pictureMeaningProblems(programme([praised('thought')]))).toEqual([]);
  });

  it('shows a feeling’s own face on a card titled with it', () => {
    const cardOf = (picture: Picture) =>
      programme([plain(0)], [], { lesson: [card('Excited', 'Excited can feel bouncy and bright.', picture)] });
    expect(pictureMeaningProblems(cardOf('laugh'))).toEqual(['RESPA-day-1 card 1: "Excited" is drawn as laugh, not its face excited']);
    expect(pictureMeaningProblems(cardOf('excited'))).toEqual([]);
  });
});

describe('feelings clues the same everywhere', () => {
  it('refuses a clue named as another feeling than the rulebook’s, in a card, a hint or a question', () => {
    const lesson = (text: string) => programme([plain(0)], [], { lesson: [card('Clues', text, 'eyes')] });
    expect(feelingClueProblems(lesson('A quiet voice might mean "I feel nervous."'))).toEqual([
      expect.stringMatching(
        /card 1: "A quiet voice might mean "I feel nervous."" gives the clue "quiet voice" for nervous; it is a clue for sad everywhere/,
      ),
    ]);
    expect(feelingClueProblems(lesson('A shaky voice might mean "I feel nervous."'))).toEqual([]);
    const tummy = (right: string, picture: Picture) =>
      q(
        'Her tummy feels wobbly before the show. How might she feel?',
        [right, picture],
        [
          ['Bored', 'bored'],
          ['Tired', 'tired'],
        ],
      );
    expect(feelingClueProblems(programme([tummy('Sad', 'frown')]))).toEqual([
      expect.stringMatching(
        /question 1 prompt and best answer: .* gives the clue "tummy feels wobbly" for sad; it is a clue for nervous everywhere/,
      ),
    ]);
    expect(feelingClueProblems(programme([tummy('Nervous', 'nervous')]))).toEqual([]);
  });
});

describe('one spelling: American English', () => {
  it('refuses British forms anywhere and lets their American forms through', () => {
    const british = programme([
      q(
        'Which colour is your favourite?',
        ['Grey', 'paint'],
        [
          ['Practise sums', 'pencil'],
          ['Queue up', 'line-up'],
        ],
      ),
    ]);
    const words = spellingProblems(british).map((problem) => /"([^"]+)" is British/.exec(problem)?.[1]);
    expect(words).toEqual(['colour', 'favourite', 'Grey', 'Practise', 'sums', 'Queue']);
    const american = programme([
      q(
        'Which color is your favorite?',
        ['Gray', 'paint'],
        [
          ['Practice math', 'pencil'],
          ['Line up', 'line-up'],
        ],
      ),
    ]);
    expect(spellingProblems(american)).toEqual([]);
    const race = (label: string) =>
      programme([
        q(
          'Sports day!',
          [label, 'flag'],
          [
            ['Sit', 'alone'],
            ['Read', 'book'],
          ],
        ),
      ]);
    expect(spellingProblems(race('Win the sack race'))).toHaveLength(1);
    expect(spellingProblems(race('Win the potato-sack race'))).toEqual([]);
  });
});

describe('one calm-down routine', () => {
  it('refuses other breathing tricks and the routine taught again elsewhere', () => {
    const trick = programme([
      q(
        'Leo is mad. What helps?',
        ['Dragon breaths', 'breath'],
        [
          ['Read', 'book'],
          ['Ring', 'bell'],
        ],
      ),
    ]);
    expect(calmTrickProblems(trick)).toEqual([expect.stringMatching(/"Dragon breaths" is a breathing trick of its own/)]);
    const again = programme([plain(1)], [], { lesson: [card('Calm', 'Smell the flower when you are mad.', 'flower')] });
    expect(calmTrickProblems(again)).toEqual([expect.stringMatching(/"Smell the flower" teaches the calm routine again/)]);
    const shared = programme([
      q(
        'Leo is mad. What helps?',
        ['Use Stop, breathe, name it.', 'calm-down'],
        [
          ['Read', 'book'],
          ['Ring', 'bell'],
        ],
      ),
    ]);
    expect(calmTrickProblems(shared)).toEqual([]);
  });

  it('is taught in full on MIMALIMA day 2', () => {
    const routine = CALM_ROUTINE_CARDS.map((text, i) => card(['Stop', 'Breathe', 'Name it'][i]!, text, 'calm-down'));
    const mimalima = (lesson: LessonCard[]): ProgrammeContent => ({
      character: 'MIMALIMA',
      days: [day([plain(1)]), day([plain(2)], lesson)],
      screening: { title: 'Test', questions: [] },
    });
    expect(calmRoutineProblems([mimalima(routine)])).toEqual([]);
    expect(calmTrickProblems(mimalima(routine))).toEqual([]);
    expect(calmRoutineProblems([mimalima(routine.slice(0, 2))])).toEqual([
      expect.stringMatching(/^MIMALIMA-day-2: no card teaches "Name it/),
    ]);
  });
});

describe('characters are he, she or they, never "it"', () => {
  it('refuses "its", "itself" and "it" beside the character’s name, not the routine’s "name it"', () => {
    const it = programme([
      q(
        'Respa drops its hat. What now?',
        ['Pick it up', 'hands'],
        [
          ['Leave it', 'footsteps'],
          ['Cry', 'cry'],
        ],
      ),
    ]);
    expect(pronounProblems(it)).toEqual([expect.stringMatching(/prompt: "Respa drops its hat." may call Respa "it"; Respa is "he"/)]);
    const he = programme([
      q(
        'Respa drops his hat. What now?',
        ['Use Stop, breathe, name it. Respa can.', 'calm-down'],
        [
          ['Walk on', 'footsteps'],
          ['Read', 'book'],
        ],
      ),
    ]);
    expect(pronounProblems(he)).toEqual([]);
    expect(
      pronounProblems(
        programme([
          q(
            'It is cold, and Respa has no coat.',
            ['Go in', 'house'],
            [
              ['Run', 'footsteps'],
              ['Read', 'book'],
            ],
          ),
        ]),
      ),
    ).toEqual([]);
  });

  it('gives every character a pronoun, and no intro calls one "it"', () => {
    for (const code of CHARACTER_CODES) {
      expect(['he', 'she', 'they']).toContain(CHARACTERS[code].pronoun);
      expect(CHARACTERS[code].intro).not.toMatch(/\b(it|its|itself)\b/i);
    }
    expect(CHARACTERS.MIMALIMA.pronoun).toBe('they');
    expect(CHARACTERS.INROCK.pronoun).toBe('she');
  });
});

describe('the test', () => {
  const ORDER = ['self-awareness', 'self-management', 'social-awareness', 'relationship-skills', 'responsible-decision-making'] as const;
  const items = (length: number, from = 0) =>
    Array.from({ length }, (_, i) => ({ ...plain(from + i), competency: ORDER[i % ORDER.length]! }));
  const test = (length: number) => ({ id: 'RESPA-screening', character: 'RESPA', title: 'The test', questions: items(length) });

  it('is saved with eight items and played with eight, or the five of a page edited before tests grew', () => {
    expect(v.safeParse(screeningPageSchema, test(8)).success).toBe(true);
    expect(v.safeParse(screeningPageSchema, test(5)).success).toBe(false);
    for (const length of [5, 8]) expect(v.safeParse(storedScreeningPageSchema, test(length)).success).toBe(true);
    for (const length of [4, 6, 9]) expect(v.safeParse(storedScreeningPageSchema, test(length)).success).toBe(false);
  });

  it('names the competency each item measures when saved; a page from before competencies still plays', () => {
    const untagged = { ...test(8), questions: test(8).questions.map(({ competency: _, ...item }) => item) };
    expect(v.safeParse(screeningPageSchema, untagged).success).toBe(false);
    expect(v.safeParse(storedScreeningPageSchema, untagged).success).toBe(true);
    expect(
      v.safeParse(screeningPageSchema, { ...test(8), questions: [{ ...plain(0), competency: 'kindness' }, ...items(7, 1)] }).success,
    ).toBe(false);
  });

  it('takes a form B of eight items matched item by item in competency to form A, and no other', () => {
    const withB = { ...test(8), form_b: items(8, 20) };
    expect(v.safeParse(screeningPageSchema, withB).success).toBe(true);
    expect(testFormsOf(v.parse(storedScreeningPageSchema, withB)).b).toHaveLength(8);
    const shifted = { ...test(8), form_b: [...items(8, 20).slice(1), items(1, 30)[0]!] };
    const refused = v.safeParse(screeningPageSchema, shifted);
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('each item of form B measures the same competency as the item of form A at its place');
    expect(v.getDotPath(refused.issues![0])).toBe('form_b');
    expect(v.safeParse(screeningPageSchema, { ...test(8), form_b: items(5, 20) }).success).toBe(false);
    const copied = v.safeParse(screeningPageSchema, { ...test(8), form_b: [...items(7, 20), items(8)[7]!] });
    expect(copied.issues?.[0]?.message).toBe('form B asks new situations: none of its questions repeats one of form A');
    // One form alone: both tests ask it.
    expect(testFormsOf(v.parse(storedScreeningPageSchema, test(8))).b).toBeNull();
  });

  it('is part of contentProblems, with every rule above', () => {
    const bad = programme([q('Respa feels cross. What colour helps?', ['Balloon breaths', 'breath'], [['Cry', 'cry']])], [plain(1)]);
    const problems = contentProblems([bad]).join('\n');
    for (const found of [
      /has 1 days, not 10/,
      /a feeling is never wrong/,
      /says "cross"/,
      /British English/,
      /breathing trick/,
      /RESPA-screening: .*questions/,
      /50% of questions have three answers/,
    ]) {
      expect(problems).toMatch(found);
    }
  });
});

describe('ways of being, asking for help, short answers and the calm routine', () => {
  it('refuses a way of being or asking a grown-up for help as a wrong answer', () => {
    const alone = q(
      'Who might need some help at playtime?',
      ['A boy in the rain with no coat', 'no-coat'],
      [
        ['A girl happily playing on her own', 'play-alone'],
        ['Two kids looking at a book', 'book'],
      ],
    );
    const asking = q(
      'A new girl joins your class. What could you do?',
      ['Wave and say hi', 'wave'],
      [
        ['Ask your mom to say hi for you', 'ask-help'],
        ['Wait for her to talk first', 'hourglass'],
      ],
    );
    const fine = q(
      'Who might need some help at playtime?',
      ['A boy in the rain with no coat', 'no-coat'],
      [
        ['A girl reading under a tree', 'tree'],
        ['Two kids looking at a book', 'book'],
      ],
    );
    expect(wayOfBeingProblems(programme([alone, asking]))).toEqual([
      expect.stringMatching(/^RESPA-day-1 question 1 answer 2: "A girl happily playing on her own" .* a way of being is never wrong$/),
      expect.stringMatching(/^RESPA-day-1 question 2 answer 2: .* asking a grown-up for help is always a good choice$/),
    ]);
    expect(wayOfBeingProblems(programme([fine]))).toEqual([]);
  });

  it('lets crying be a wrong answer only where the question asks which feeling fits', () => {
    const naming = q(
      'Mo laughs at a joke. How might Mo feel?',
      ['Happy', 'smile'],
      [
        ['Sad', 'cry'],
        ['Mad', 'cross'],
      ],
    );
    const doing = q(
      'Mo falls over. What is okay?',
      ['Get up and go on', 'footsteps'],
      [
        ['Cry a little', 'cry'],
        ['Shout', 'shout'],
      ],
      0,
    );
    expect(wayOfBeingProblems(programme([naming]))).toEqual([]);
    expect(wayOfBeingProblems(programme([doing]))).toEqual([expect.stringMatching(/Cry a little.* a way of being is never wrong/)]);
  });

  it("refuses a right answer that is the single shortest label in more than 45% of a programme's questions", () => {
    const shortest = (i: number) =>
      q(
        `Case ${i}?`,
        ['Short', 'wave'],
        [
          ['The much longer wrong one', 'book'],
          ['A longer wrong one', 'bell'],
        ],
        i % 3,
      );
    expect(shortestProblems(programme([shortest(1), shortest(2), plain(3)]))).toEqual([
      expect.stringMatching(/^RESPA: the right answer is the single shortest label in 67% of questions \(2 of 3\)/),
    ]);
    expect(shortestProblems(programme([shortest(1), plain(2), plain(3)]))).toEqual([]);
  });

  it('lets "Stop, breathe, name it" be a wrong answer at most twice product-wide, and lists where', () => {
    const first = (i: number) =>
      q(
        `A friend is hurt, case ${i}. What comes first?`,
        ['Call a grown-up', 'ask-help'],
        [
          ['Stop, breathe, name it', 'calm-down'],
          ['Wait and see', 'hourglass'],
        ],
      );
    expect(calmDownProblems([programme([first(1), first(2)])])).toEqual([]);
    expect(calmDownProblems([programme([first(1), first(2)]), programme([first(3)], [], { character: 'NOBO' })])).toEqual([
      '"Stop, breathe, name it" is a wrong answer 3 times (at most 2, each with a hint that says what comes first and that calming comes next): RESPA-day-1 question 1 answer 2, RESPA-day-1 question 2 answer 2, NOBO-day-1 question 1 answer 2',
    ]);
  });
});

describe('songs a child can sing, and the beat clapped from them', () => {
  const GOOD: SongScore = {
    day: 1,
    key: 'C',
    metre: 4,
    bpm: 100,
    feel: 'bounce',
    lines: [
      { lyric: 'Cour the fox is brave and bold', notes: 'G4 C5 B4 A4 G4 E4 G4:2' },
      { lyric: 'She tries new things each day', notes: 'F4 A4 G4 E4 D4 D4:2 r:1' },
      { lyric: 'E-ven when her tum-my flips', notes: 'G4 C5 B4 A4 G4 E4 G4:2' },
      { lyric: 'She finds a brave new way', notes: 'F4 E4 D4 E4 D4 C4:2 r:1' },
    ],
  };
  const page = (score: SongScore, code: CharacterCode = 'COUR') => dayPage(code, score.day, PROGRAMMES[code].days[score.day - 1]!, score);
  const line = (score: SongScore, i: number, lyric: string, notes = score.lines[i]!.notes): SongScore => ({
    ...score,
    lines: score.lines.map((l, j) => (j === i ? { lyric, notes } : l)),
  });
  const tens = (score: SongScore, change: (day: number) => Partial<SongScore> = () => ({})) =>
    Array.from({ length: 10 }, (_, i) => page({ ...score, day: i + 1, ...change(i + 1) }));
  const varied = (day: number): Partial<SongScore> => ({
    bpm: day > 5 ? 100 + day : 85 + day,
    feel: day <= 5 ? 'gentle' : day % 2 ? 'bounce' : 'march',
  });

  it('passes a song that parses, scans, rhymes, comes home, and claps its own beat', () => {
    expect(songProblems([page(GOOD)])).toEqual([]);
    expect(songProblems(tens(GOOD, varied))).toEqual([]);
  });

  it('refuses a song that does not parse, with what does not fit', () => {
    expect(songProblems([page(line(GOOD, 1, 'She tries new things each day', 'F4 A4 G4 E4 D4:4'))])).toEqual([
      'COUR-day-1 song: "She tries new things each day": 5 notes for 6 syllables',
    ]);
  });

  it('refuses a word hyphenated into more or fewer syllables than it is said with', () => {
    expect(songProblems([page(line(GOOD, 2, 'Even when her tum-my flips', 'G4 C5 B4 A4 G4 G4:3'))])).toContainEqual(
      'COUR-day-1 song line 3: "Even" is sung as 1 syllable but said with 2',
    );
    expect(songProblems([page(line(GOOD, 2, 'E-ven when her tu-mm-y flips', 'G4 C5 B4 A4 G4 E4 G4 G4'))])).toContainEqual(
      'COUR-day-1 song line 3: "tu-mm-y" is sung as 3 syllables but said with 2',
    );
  });

  it('refuses lines 1 and 3 (or 2 and 4) of different lengths, and lines 2 and 4 that do not rhyme', () => {
    expect(songProblems([page(line(GOOD, 2, 'E-ven when her tum-my flips a-round', 'G4 C5 B4 A4 G4 E4 G4:0.5 A4:0.5 C5'))])).toContainEqual(
      'COUR-day-1 song: lines 1 and 3 have 7 and 9 syllables; they share a tune',
    );
    expect(songProblems([page(line(GOOD, 3, 'She finds a brave new path', 'F4 E4 D4 E4 D4 C4:2 r:1'))])).toEqual([
      'COUR-day-1 song: lines 2 and 4 end on "day" and "path", which do not rhyme',
    ]);
  });

  it('refuses a song that does not end on the key’s home note, for two beats or more', () => {
    expect(songProblems([page(line(GOOD, 3, 'She finds a brave new way', 'F4 E4 D4 E4 D4 D4:2 r:1'))])).toEqual([
      "COUR-day-1 song: ends on D4 for 2 beats; end on C, the key's home note, for 2 beats or more",
    ]);
    expect(songProblems([page(line(GOOD, 3, 'She finds a brave new way', 'F4 E4 D4 E4 D4:2 C4 r:1'))])).toContainEqual(
      "COUR-day-1 song: ends on C4 for 1 beat; end on C, the key's home note, for 2 beats or more",
    );
  });

  it('refuses a feel its tempo or metre does not suit', () => {
    expect(songProblems([page({ ...GOOD, feel: 'lullaby' })])[0]).toBe('COUR-day-1 song: a lullaby song goes at 60–80 bpm, not 100');
    expect(songProblems([page({ ...GOOD, feel: 'waltz' })])).toContainEqual('COUR-day-1 song: a waltz goes in 3, not 4');
  });

  it('refuses a range a child cannot sing', () => {
    expect(songProblems([page(line(GOOD, 0, 'Cour the fox is brave and bold', 'G4 E5 B4 A4 G4 E4 G4:2'))])).toEqual([
      'COUR-day-1 song: notes must stay between A3 and D5',
    ]);
  });

  it('refuses a note below C4 or above D5, the range a six-year-old sings in comfort, though the score parses', () => {
    const lower = line(line(GOOD, 0, GOOD.lines[0]!.lyric, 'G4 A4 G4 F4 E4 D4 E4:2'), 2, GOOD.lines[2]!.lyric, 'G4 A4 G4 F4 E4 D4 E4:2');
    const low = line(lower, 3, 'She finds a brave new way', 'F4 E4 D4 B3 A3 C4:2 r:1');
    expect(songProblems([page(low)])).toEqual(['COUR-day-1 song: sings A3 and B3; a child’s song stays within C4–D5']);
    expect(songProblems([page(line(lower, 3, 'She finds a brave new way', 'F4 E4 D4 B3 D4 C4:2 r:1'))])).toEqual([
      'COUR-day-1 song: sings B3; a child’s song stays within C4–D5',
    ]);
    expect(songProblems([page(lower)])).toEqual([]);
  });

  it('refuses a song that calls something strange or weird, as VALDEPA 7 once called other cultures’ things', () => {
    expect(songProblems([page(line(GOOD, 2, 'Some-thing new and strange to me', 'G4 C5 B4 A4 G4 E4 G4:2'))])).toEqual([
      'COUR-day-1 song line 3: calls something "strange"; say it is new to me instead',
    ]);
    expect(songProblems([page(line(GOOD, 2, 'Is that a weird food? I ask', 'G4 C5 B4 A4 G4 E4 G4:2'))])).toEqual([
      'COUR-day-1 song line 3: calls something "weird"; say it is new to me instead',
    ]);
  });

  it('refuses a beat that is not the song’s: another tempo, or claps on no syllable', () => {
    const shipped = page(GOOD);
    expect(songProblems([{ ...shipped, beat: { ...shipped.beat, bpm: 90 } }])).toEqual([
      'COUR-day-1 beat: goes at 90 bpm in 4, its song at 100 bpm in 4',
    ]);
    expect(songProblems([{ ...shipped, beat: { ...shipped.beat, claps: [0, 0.5] } }])).toEqual([
      'COUR-day-1 beat: the claps 0 0.5 are not syllables of one bar of the song',
    ]);
  });

  it('refuses a programme whose ten songs use fewer than four tempos or three feels', () => {
    expect(songProblems(tens(GOOD))).toEqual([
      'COUR: its songs use 1 tempos; use at least 4',
      'COUR: its songs have 1 feels; use at least 3',
    ]);
  });

  it('refuses two songs with one tune, and a product with too few tunes or tempos', () => {
    const respa = tens(GOOD, varied).map((p) => ({ ...p, id: p.id.replace('COUR', 'RESPA') }));
    expect(tuneProblems(tens(GOOD, varied), false)).toContainEqual('COUR-day-2 song: has the same tune as COUR-day-1');
    const moved = (score: SongScore, up: number): SongScore => ({
      ...score,
      lines: score.lines.map((l) => ({
        ...l,
        notes: l.notes.replace(/([A-G])4/g, (_, n: string) => `${'CDEFGAB'[('CDEFGAB'.indexOf(n) + up) % 7]}4`),
      })),
    });
    const distinctExactly = [page(GOOD), page(moved(GOOD, 1))];
    expect(tuneProblems(distinctExactly, false)).toEqual([]);
    expect(tuneProblems(distinctExactly, true)).toContainEqual(
      expect.stringMatching(/^2 distinct tunes among 2 songs; write at least 140/),
    );
    expect(tuneProblems([...respa.slice(0, 1)], true)).toContainEqual('the songs use 1 tempos; use at least 10');
  });

  it('refuses a programme whose beat grows easier: the hardest of days 8–10 below the hardest of days 4–7', () => {
    const ten = tens(GOOD, varied);
    // GOOD claps 0 1 2 3 every day (its busiest bar has no off-beat): as hard on day 10 as on day 1.
    expect(songProblems(ten)).toEqual([]);
    const easier = ten.map((p): DayPage => (p.day >= 8 ? { ...p, beat: { ...p.beat, claps: [0, 2] } } : p));
    expect(songProblems(easier)).toEqual([
      'COUR beat: days 8–10 clap at most 0 off-beats and 2 claps in a bar, days 4–7 0 off-beats and 4 claps; the beat never grows easier',
    ]);
    expect(beatDifficulty({ ...ten[0]!.beat, claps: [0, 1, 1.5, 2] })).toEqual([1, 4]);
  });

  it('counts the distinct clapped patterns of the product, a bar’s claps in its metre, and holds them to 30', () => {
    const ten = tens(GOOD, varied);
    expect(clapPatterns(ten)).toBe(1);
    expect(clapPatterns([...ten, { ...ten[0]!, beat: { ...ten[0]!.beat, beatsPerBar: 3 } }])).toBe(2);
    expect(tuneProblems(ten, true)).toContainEqual('the beats clap 1 distinct patterns; clap at least 30');
    expect(tuneProblems(ten, false).filter((problem) => problem.includes('patterns'))).toEqual([]);
    expect(clapPatterns(DAY_PAGES)).toBeGreaterThanOrEqual(MIN_CLAP_PATTERNS);
  });

  it('rhymes by sound, not by spelling', () => {
    for (const [a, b] of [
      ['day', 'they'],
      ['through', 'do'],
      ['me', 'tree'],
      ['neat', 'sweet'],
      ['box', 'socks'],
      ['share', 'everywhere'],
      ['going', 'showing'],
      ['word', 'bird'],
    ]) {
      expect(rhymes(a!, b!)).toBe(true);
    }
    for (const [a, b] of [
      ['speak', 'feel'],
      ['day', 'path'],
      ['did', 'hide'],
      ['go', 'do'],
    ])
      expect(rhymes(a!, b!)).toBe(false);
  });
});
