import type { ProgrammeContent } from '../build.js';
import { describePicture, type Picture } from '../pictures.js';
import { isRight } from '../schema.js';
import { normal, programmeQuestions } from './text.js';

const NEGATION = /\b(without|no|not|never|dont|don't|don\u2019t)\b/i;
const FILLER = new Set(
  'a an the any your his her their my our its to be do it on in at up of with and for you me them us get got have'.split(' '),
);

/**
 * The thing a label says is absent: the first two words that matter after its "without", "no", "not", "never" or
 * "don't". A "No," that answers a question negates nothing.
 */
const negatedWords = (label: string): string[] => {
  const match = NEGATION.exec(label.replace(/\bno\s*[,.!]/gi, ''));
  if (!match) return [];
  return normal(label.replace(/\bno\s*[,.!]/gi, '').slice(match.index + match[0].length))
    .split(' ')
    .filter((word) => word.length >= 3 && !FILLER.has(word))
    .slice(0, 2);
};

const stem = (word: string) => word.replace(/(es|s)$/, '');

/** Whether a picture draws a thing a label says is not there ("without a coat" drawn as a coat). */
export const drawsWhatIsAbsent = (label: string, picture: Picture): boolean => {
  const description = describePicture(picture);
  // A picture that itself shows the absence ("with no coat") is the right one.
  if (NEGATION.test(description)) return false;
  const shown = new Set(
    normal(`${picture.replace(/-/g, ' ')} ${description}`)
      .split(' ')
      .map(stem),
  );
  return negatedWords(label).some((word) => shown.has(stem(word)));
};

/**
 * One picture, one meaning: what each picture the issue found misused may stand for, as a pattern an answer's
 * label must match. A star, trophy or medal is a reward or pride and so never a wrong answer.
 */
export const PICTURE_MEANINGS: Partial<Record<Picture, { means: string; pattern?: RegExp; neverWrong?: boolean }>> = {
  footsteps: {
    means: 'walking (or running) somewhere',
    pattern: /\b(walk\w*|step\w*|footprints?|tiptoe\w*|march\w*|run\w*|ran|stomp\w*|race\w*)\b/i,
  },
  ear: { means: 'listening (covering ears is cover-ears)', pattern: /^(?!.*\bcover).*\b(listen\w*|hear\w*|ears?)\b/i },
  stairs: { means: 'going up steps', pattern: /\b(stairs?|steps?|upstairs|downstairs|staircase)\b/i },
  ladder: { means: 'a ladder', pattern: /\bladders?\b/i },
  rock: { means: 'strong and steady, never heavy', pattern: /^(?!.*\bheavy).*\b(rock\w*|strong\w*|steady|solid|strength)\b/i },
  star: { means: 'a reward or pride', neverWrong: true },
  trophy: { means: 'a reward or pride', neverWrong: true },
  medal: { means: 'a reward or pride', neverWrong: true },
  'traffic-light': { means: 'waiting for the light', pattern: /\b(lights?|wait\w*|green|red|yellow)\b/i },
  'stop-sign': { means: 'a road sign that says stop', pattern: /\b(stop\w*|signs?)\b/i },
  shoes: { means: 'shoes, never people', pattern: /\b(shoes?|sneakers?|boots?|laces?|sandals?|slippers?)\b/i },
  paint: { means: 'painting, never people', pattern: /\b(paint\w*|art|draw\w*|pictures?|colou?r\w*|mix\w*|brush\w*)\b/i },
  coat: { means: 'a coat, worn or on its hook', pattern: /\b(coats?|jackets?|raincoats?)\b/i },
};

/**
 * Where a picture may stand for something its meaning does not cover, with why: `${page question} answer n`. Kept
 * short on purpose: a new entry is a choice to be argued in review.
 */
export const PICTURE_MEANING_EXCEPTIONS: ReadonlySet<string> = new Set<string>([]);

/** Pictures that show the absent thing, and pictures used against their one meaning. */
export const pictureMeaningProblems = (programme: ProgrammeContent): string[] =>
  programmeQuestions(programme).flatMap(({ where, question }) =>
    question.answers.flatMap((answer, i) => {
      const at = `${where} answer ${i + 1}`;
      const problems: string[] = [];
      if (drawsWhatIsAbsent(answer.label, answer.picture)) {
        problems.push(`${at}: "${answer.label}" is drawn as ${describePicture(answer.picture)}, the very thing it says is absent`);
      }
      const meaning = PICTURE_MEANINGS[answer.picture];
      if (meaning && !PICTURE_MEANING_EXCEPTIONS.has(at)) {
        if (meaning.neverWrong && !isRight(question, i)) {
          problems.push(`${at}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}, which means ${meaning.means}`);
        }
        if (meaning.pattern && !meaning.pattern.test(answer.label)) {
          problems.push(`${at}: "${answer.label}" is drawn as ${answer.picture}, which means ${meaning.means} everywhere`);
        }
      }
      return problems;
    }),
  );
