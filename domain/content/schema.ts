import * as v from 'valibot';
import { CHARACTER_CODES, OLD_TEST_QUESTIONS, PROGRAMME_DAYS, TEST_QUESTIONS } from '../constants.js';
import { COMPETENCY_IDS } from './competencies.js';
import { PICTURES } from './pictures.js';
import { between, int, list, trimmed as text } from '../validation.js';
import { FEELS, KEYS } from './score.js';
import { pathTo, scoreProblems } from './score-problems.js';

/*
 * A day of the programme as data: what the admin area edits and the game plays. Every field is bounded so a page
 * always fits a phone screen and a child's attention.
 */
export const pictureSchema = v.picklist(PICTURES);

export const scoreLineSchema = v.strictObject({ lyric: text(120), notes: text(240) });

/**
 * The song as its writer sets it down (score.ts): each line's words with hyphens between a word's syllables, and its
 * notes. A song that does not parse (a note too many, a line that does not fill its bars, a note out of a child's
 * range, a tempo its feel does not allow) is refused with parseScore's own words, on the line it is about.
 */
export const songSchema = v.pipe(
  v.strictObject({
    id: text(64),
    title: text(60),
    bpm: int(60, 160),
    metre: v.picklist([2, 3, 4]),
    key: v.picklist(KEYS),
    feel: v.picklist(FEELS),
    lines: list(scoreLineSchema, 1, 8),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    // A song with a field already wrong (an empty line) is told that first, not also that its notes do not fit.
    if (!dataset.typed || dataset.issues) return;
    for (const problem of scoreProblems(dataset.value)) {
      const path = problem.line === undefined ? undefined : pathTo(dataset.value, ['lines', problem.line, 'notes']);
      addIssue({ message: problem.message, ...(path ? { path } : {}) });
    }
  }),
);
export type Song = v.InferOutput<typeof songSchema>;

/** An uploaded image lives under /media/uploads/ (the signed-cookie media path), never anywhere else. */
export const mediaPathSchema = v.pipe(
  v.string(),
  v.regex(/^\/media\/uploads\/[A-Za-z0-9._-]{1,160}$/, 'an uploaded file under /media/uploads/'),
);

export const lessonCardSchema = v.strictObject({
  title: text(40),
  text: text(180),
  picture: pictureSchema,
  image: v.optional(mediaPathSchema),
});
export type LessonCard = v.InferOutput<typeof lessonCardSchema>;

/** A test item's answer: what it says and its picture. */
export const answerSchema = v.strictObject({ label: text(40), picture: pictureSchema });

/**
 * A practice answer may be `also_good`: a reasonable choice (watching first, a calm-down of the child's own, asking a
 * grown-up, a kind act) that is not the day's lesson. It is praised ("That can help too!") and counts as right; the
 * `correct` answer stays the best one.
 */
export const practiceAnswerSchema = v.strictObject({ ...answerSchema.entries, also_good: v.optional(v.boolean()) });

const questionEntries = { prompt: text(120), correct: int(0, 2), hint: text(140) };
const CORRECT_IS_AN_ANSWER = 'correct must name one of the answers';

export const questionSchema = v.pipe(
  v.strictObject({ ...questionEntries, answers: list(practiceAnswerSchema, 2, 3) }),
  v.forward(
    v.check((question) => question.correct < question.answers.length, CORRECT_IS_AN_ANSWER),
    ['correct'],
  ),
  v.forward(
    v.check((question) => question.answers[question.correct]?.also_good !== true, 'the best answer is the right one, not also good'),
    ['answers'],
  ),
  v.forward(
    v.check(
      (question) => question.answers.some((answer, i) => i !== question.correct && answer.also_good !== true),
      'a question keeps one answer that is less helpful',
    ),
    ['answers'],
  ),
);
export type Question = v.InferOutput<typeof questionSchema>;
export type Answer = Question['answers'][number];

/** The answers that count as right: the best one and any that are also good. */
export const isRight = (
  question: Pick<Question, 'correct'> & { answers: ReadonlyArray<{ also_good?: boolean | undefined }> },
  choice: number,
): boolean => choice === question.correct || question.answers[choice]?.also_good === true;

/** Claps, in beats from the start of a bar; the bar repeats `bars` times. */
export const beatSchema = v.strictObject({
  bpm: int(60, 140),
  beatsPerBar: int(2, 8),
  claps: list(between(0, 7.75), 1, 16),
  bars: int(1, 8),
});
export type Beat = v.InferOutput<typeof beatSchema>;

export const competencySchema = v.picklist(COMPETENCY_IDS);

export const dayPageSchema = v.strictObject({
  id: text(64),
  character: v.picklist(CHARACTER_CODES),
  day: int(1, PROGRAMME_DAYS),
  title: text(60),
  /** the CASEL competency the day serves */
  competency: competencySchema,
  song: songSchema,
  lesson: list(lessonCardSchema, 3, 6),
  practice: list(questionSchema, 3, 6),
  beat: beatSchema,
  celebration: v.strictObject({ message: text(160), picture: pictureSchema }),
});
export type DayPage = v.InferOutput<typeof dayPageSchema>;

const screeningEntries = { id: text(64), character: v.picklist(CHARACTER_CODES), title: text(60) };

/** A test item: a question that names the CASEL competency it measures, so a school sees the gain by competency. */
export const testItemSchema = v.pipe(
  v.strictObject({ ...questionEntries, answers: list(answerSchema, 2, 3), competency: competencySchema }),
  v.forward(
    v.check((question) => question.correct < question.answers.length, CORRECT_IS_AN_ANSWER),
    ['correct'],
  ),
);
export type TestItem = v.InferOutput<typeof testItemSchema>;

/** A test item as an older page holds it: written before items named their competency. */
const storedTestItemSchema = v.pipe(
  v.strictObject({ ...questionEntries, answers: list(answerSchema, 2, 3), competency: v.optional(competencySchema) }),
  v.forward(
    v.check((question) => question.correct < question.answers.length, CORRECT_IS_AN_ANSWER),
    ['correct'],
  ),
);
export type StoredTestItem = v.InferOutput<typeof storedTestItemSchema>;

const eightItems = v.pipe(v.array(testItemSchema), v.length(TEST_QUESTIONS, `a test has ${TEST_QUESTIONS} questions`));

/** Form B is parallel to form A: item by item, the same competency. */
const matchedForms = (
  a: ReadonlyArray<{ competency?: string | undefined }>,
  b: ReadonlyArray<{ competency?: string | undefined }> | undefined,
) => !b || b.every((item, index) => item.competency === a[index]?.competency);
const MATCHED = 'each item of form B measures the same competency as the item of form A at its place';
const NEW_SITUATIONS = 'form B asks new situations: none of its questions repeats one of form A';

/**
 * A programme's test: form A's eight items (`questions`) and, when written, a parallel form B (`form_b`), matched item
 * by item in the competency each measures. A child takes one form before day 1 (pre_test_score) and the other after
 * day 10 (post_test_score); a page with form A alone still plays, both tests then asking form A.
 */
export const screeningPageSchema = v.pipe(
  v.strictObject({
    ...screeningEntries,
    questions: eightItems,
    form_b: v.optional(eightItems),
  }),
  v.forward(
    v.check((page) => matchedForms(page.questions, page.form_b), MATCHED),
    ['form_b'],
  ),
  v.forward(
    v.check((page) => !page.form_b?.some((item) => page.questions.some((a) => a.prompt === item.prompt)), NEW_SITUATIONS),
    ['form_b'],
  ),
);
export type ScreeningPage = v.InferOutput<typeof screeningPageSchema>;

/**
 * What the game plays: eight items, or the five of a page an admin edited before tests grew to eight (the seed
 * replaces unedited ones), with or without competencies, so a child is never blocked by an old page.
 */
export const storedScreeningPageSchema = v.strictObject({
  ...screeningEntries,
  questions: v.pipe(
    v.array(storedTestItemSchema),
    v.check(
      (questions) => questions.length === TEST_QUESTIONS || questions.length === OLD_TEST_QUESTIONS,
      `a test has ${TEST_QUESTIONS} questions`,
    ),
  ),
  form_b: v.optional(v.array(storedTestItemSchema)),
});
export type StoredScreeningPage = v.InferOutput<typeof storedScreeningPageSchema>;

/** The forms a page holds: form B only when it has as many items as form A. */
export const testFormsOf = (page: StoredScreeningPage): { a: StoredTestItem[]; b: StoredTestItem[] | null } => ({
  a: page.questions,
  b: page.form_b && page.form_b.length === page.questions.length ? page.form_b : null,
});
