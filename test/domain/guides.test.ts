import { describe, expect, it } from 'vitest';
import { CHARACTER_CODES, EMOTIONS, PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { GUIDES } from '@domain/content/guides/index';
import { FEELINGS_WORDS } from '@domain/content/feelings';
import { feelingsWordsIn } from '@domain/content/guides/feelings-words';
import { guideDay, type GuideDay } from '@domain/content/guides/types';
import { CALM_DOWN_ROUTINE, CALM_DOWN_ROUTINE_ES } from '@domain/content/guides/calm-down';
import { FEELINGS_ES, VIRTUES_ES } from '@domain/content/guides/spanish';
import { guideProblems } from '@domain/content/check/guides';
import { PROGRAMMES } from '@domain/content/index';
import type { DayGuide } from '@domain/content/guides/types';

/** British spellings and words a US classroom would trip on; a word's stem catches its forms (colours, practised). */
const BRITISH =
  /\b(colour|favourite|behaviour|neighbour|honour|humour|organis|recognis|realis|apologis|practis|centre|theatre|rubbish|queue|biscuit|jumper)|\b(mum|mummy|maths|sweets|trainers)\b/i;

const entries = CHARACTER_CODES.flatMap((code) =>
  PROGRAMME_DAY_NUMBERS.map((day) => ({ code, day, guide: GUIDES[code]?.[day as GuideDay] })),
);
const sentencesOf = (text: string) => text.split(/(?<=[.!?][”"]?)\s+/).filter(Boolean);
/** The guide's prose, part by part: the written sentences and each discussion prompt. */
const proseOf = (guide: DayGuide | undefined): Array<[string, string]> =>
  guide
    ? [
        ...(['objective', 'materials', 'warmUp', 'followUp', 'homeTitle', 'homeTitleEs', 'atHome', 'atHomeEs'] as const).map(
          (part): [string, string] => [part, guide[part]],
        ),
        ...guide.prompts.map((prompt, i): [string, string] => [`prompt ${i + 1}`, prompt]),
      ]
    : [];

describe('the teacher guides', () => {
  it('have a warm-up, a class follow-up and a home idea for every day of every programme', () => {
    const missing = entries
      .filter(({ guide }) => !guide?.warmUp || !guide.followUp || !guide.atHome)
      .map(({ code, day }) => `${code} ${day}`);
    expect(missing).toEqual([]);
  });

  it('say each in at most two sentences of at most 20 words', () => {
    const long = entries.flatMap(({ code, day, guide }) =>
      proseOf(guide).flatMap(([part, text]) => {
        const sentences = sentencesOf(text);
        return [
          ...(sentences.length > 2 ? [`${code} ${day} ${part}: ${sentences.length} sentences`] : []),
          ...sentences.filter((sentence) => sentence.split(/\s+/).length > 20).map((sentence) => `${code} ${day} ${part}: ${sentence}`),
        ];
      }),
    );
    expect(long).toEqual([]);
  });

  it('are written in American English', () => {
    const british = entries.flatMap(({ code, day, guide }) =>
      proseOf(guide)
        .map(([, text]) => text)
        .filter((text) => BRITISH.test(text))
        .map((text) => `${code} ${day}: ${text}`),
    );
    expect(british).toEqual([]);
  });

  it('never tell a child a feeling is wrong', () => {
    const judging = /\b(don’t|do not|never|stop) (feel|be) (sad|mad|angry|scared|worried|jealous|upset|nervous)|\b(bad|wrong) feeling/i;
    expect(entries.filter(({ guide }) => proseOf(guide).some(([, text]) => judging.test(text)))).toEqual([]);
  });
});

/** Words that show a sentence is English, not Spanish: a note pasted untranslated has several. */
const ENGLISH = /(?<!\p{L})(the|and|your|you|with|together|child|what|about|when|they|one|time)(?!\p{L})/giu;
/** The parent's own text, without what is quoted (said to the child, in tú) or bracketed (the game's English name). */
const outsideQuotes = (text: string) => text.replace(/“[^”]*”/g, '').replace(/\([^)]*\)/g, '');

describe('the Spanish home notes', () => {
  it('are written for every day that has an English one, and are Spanish, not a copy', () => {
    const problems = entries.flatMap(({ code, day, guide }) => {
      if (!guide?.atHome) return [];
      const es = guide.atHomeEs?.trim() ?? '';
      if (!es) return [`${code} ${day}: no Spanish note`];
      if (es === guide.atHome.trim()) return [`${code} ${day}: the Spanish note is the English one`];
      const english = outsideQuotes(es).match(ENGLISH) ?? [];
      return english.length > 0 ? [`${code} ${day}: English words ${english.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('speak to the parent as usted, keeping tú for what the parent says to the child', () => {
    // "Tu hijo", "pregúntale" or "cuéntale" would address the parent as tú, which a note from school does not.
    const informal = /(?<!\p{L})(tu|tus|pregúntale|cuéntale|pídele|dile|dale|haz|mira)(?!\p{L})/iu;
    const found = entries.filter(({ guide }) => guide && informal.test(outsideQuotes(guide.atHomeEs)));
    expect(found.map(({ code, day, guide }) => `${code} ${day}: ${guide?.atHomeEs}`)).toEqual([]);
  });

  it('cannot be left out of a new day: the type asks for it', () => {
    const { atHomeEs: _spanish, ...englishOnly } = GUIDES.RESPA[1];
    // @ts-expect-error a day written with an English home note alone does not compile
    expect(guideDay(englishOnly).atHomeEs).toBeUndefined();
  });

  it('have the Spanish words the note puts around them: every feelings word, virtue and calm-down step', () => {
    expect(FEELINGS_WORDS.filter((word) => !FEELINGS_ES[word]?.trim())).toEqual([]);
    expect(CHARACTER_CODES.filter((code) => !VIRTUES_ES[code]?.name.trim() || !VIRTUES_ES[code]?.inSentence.trim())).toEqual([]);
    expect(CALM_DOWN_ROUTINE_ES.steps).toHaveLength(CALM_DOWN_ROUTINE.steps.length);
  });
});

describe('the feelings words', () => {
  it('start with the check-in’s eight and hold each word once', () => {
    expect(FEELINGS_WORDS.slice(0, EMOTIONS.length)).toEqual([...EMOTIONS]);
    expect(new Set(FEELINGS_WORDS).size).toBe(FEELINGS_WORDS.length);
  });

  it('are found as whole words only, in the list’s order', () => {
    expect(feelingsWordsIn(['We made a card.', 'Sad? I was SCARED, then calm.'])).toEqual(['calm', 'sad', 'scared']);
  });
});

describe('what the content check asks of each day’s guide', () => {
  const mimalima = PROGRAMMES.MIMALIMA;
  const all = Object.values(PROGRAMMES);
  /** MIMALIMA's guide with one day changed, checked as the content check checks it. */
  const problemsWith = (day: GuideDay, change: Partial<DayGuide>) =>
    guideProblems(mimalima, all, { ...GUIDES.MIMALIMA, [day]: { ...GUIDES.MIMALIMA[day], ...change } });

  it('passes every shipped day of every programme', () => {
    expect(all.flatMap((programme) => guideProblems(programme, all))).toEqual([]);
  });

  it('wants every day written, with an objective of one sentence, key words, two prompts, time and materials', () => {
    const { 3: _, ...withoutDay3 } = GUIDES.MIMALIMA;
    expect(guideProblems(mimalima, all, withoutDay3)).toEqual(['MIMALIMA-day-3 guide: not written']);
    expect(problemsWith(1, { objective: 'notice now. Then name calm.' })).toEqual([
      'MIMALIMA-day-1 guide: the objective is not one sentence',
    ]);
    // A child quoted inside the objective is part of its one sentence.
    expect(problemsWith(1, { objective: 'say “Stop. I feel calm.” when asked.' })).toEqual([]);
    expect(problemsWith(1, { words: ['calm'] })).toEqual(['MIMALIMA-day-1 guide: 1 key words (2 to 5)']);
    expect(problemsWith(1, { prompts: ['What did you notice?', 'What did you notice?'] })).toEqual([
      'MIMALIMA-day-1 guide: needs two different discussion prompts',
    ]);
    expect(problemsWith(1, { prompts: ['What did you notice?', 'Talk about calm.'] })).toEqual([
      'MIMALIMA-day-1 guide: the prompt "Talk about calm." is not a question',
    ]);
    expect(problemsWith(1, { minutes: 0 })).toEqual(['MIMALIMA-day-1 guide: 0 minutes around the game (5 to 20)']);
    expect(problemsWith(1, { materials: ' ' })).toEqual(['MIMALIMA-day-1 guide: no materials']);
  });

  it('wants key words the day itself says, whole words only', () => {
    expect(problemsWith(2, { words: ['stop', 'balloon'] })).toEqual([
      'MIMALIMA-day-2 guide: the key word "balloon" is not heard in the day’s cards, questions or song',
    ]);
    // "calmer" is not "calm": the word must stand whole.
    expect(problemsWith(1, { words: ['notice', 'calme'] })).toHaveLength(1);
  });

  it('refuses a home note titled with the game’s name for a card or a day, of any programme, or left in English', () => {
    expect(problemsWith(2, { homeTitle: 'Stop, breathe, name it' })).toEqual([
      'MIMALIMA-day-2 guide: the home note title "Stop, breathe, name it" is the game’s name for a card or a day',
    ]);
    expect(problemsWith(2, { homeTitle: 'Listening ears' })).toEqual([
      'MIMALIMA-day-2 guide: the home note title "Listening ears" is the game’s name for a card or a day',
    ]);
    expect(problemsWith(2, { homeTitleEs: '' })).toEqual(['MIMALIMA-day-2 guide: no Spanish home note title']);
    expect(problemsWith(2, { homeTitleEs: GUIDES.MIMALIMA[2].homeTitle })).toEqual([
      'MIMALIMA-day-2 guide: the Spanish home note title is the English one',
    ]);
  });

  it('refuses a home note title another day already has, in any programme', () => {
    expect(problemsWith(2, { homeTitle: GUIDES.COUR[1].homeTitle })).toEqual([
      `MIMALIMA-day-2 guide: the home note title "${GUIDES.COUR[1].homeTitle}" is already the title of COUR-day-1`,
    ]);
    expect(problemsWith(3, { homeTitleEs: GUIDES.MIMALIMA[1].homeTitleEs })).toEqual([
      `MIMALIMA-day-3 guide: the Spanish home note title "${GUIDES.MIMALIMA[1].homeTitleEs}" is already the title of MIMALIMA-day-1`,
    ]);
  });

  it('refuses a breathing trick of its own, as the old guide taught “star breaths” on the day of the one routine', () => {
    expect(problemsWith(2, { warmUp: 'Practice star breaths together: breathe in, and out.' })).toEqual([
      'MIMALIMA-day-2 guide warmUp: "star breaths" is a breathing trick of its own; say "Stop, breathe, name it"',
    ]);
  });
});
