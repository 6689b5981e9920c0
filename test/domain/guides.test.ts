import { describe, expect, it } from 'vitest';
import { CHARACTER_CODES, EMOTIONS, PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { GUIDES } from '@domain/content/guides/index';
import { FEELINGS_WORDS } from '@domain/content/feelings';
import { feelingsWordsIn } from '@domain/content/guides/feelings-words';
import type { GuideDay } from '@domain/content/guides/types';

/** British spellings and words a US classroom would trip on; a word's stem catches its forms (colours, practised). */
const BRITISH =
  /\b(colour|favourite|behaviour|neighbour|honour|humour|organis|recognis|realis|apologis|practis|centre|theatre|rubbish|queue|biscuit|jumper)|\b(mum|mummy|maths|sweets|trainers)\b/i;

const entries = CHARACTER_CODES.flatMap((code) =>
  PROGRAMME_DAY_NUMBERS.map((day) => ({ code, day, guide: GUIDES[code]?.[day as GuideDay] })),
);
const sentencesOf = (text: string) => text.split(/(?<=[.!?][”"]?)\s+/).filter(Boolean);

describe('the teacher guides', () => {
  it('have a warm-up, a class follow-up and a home idea for every day of every programme', () => {
    const missing = entries
      .filter(({ guide }) => !guide?.warmUp || !guide.followUp || !guide.atHome)
      .map(({ code, day }) => `${code} ${day}`);
    expect(missing).toEqual([]);
  });

  it('say each in at most two sentences of at most 20 words', () => {
    const long = entries.flatMap(({ code, day, guide }) =>
      Object.entries(guide ?? {}).flatMap(([part, text]) => {
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
      Object.values(guide ?? {})
        .filter((text) => BRITISH.test(text))
        .map((text) => `${code} ${day}: ${text}`),
    );
    expect(british).toEqual([]);
  });

  it('never tell a child a feeling is wrong', () => {
    const judging = /\b(don’t|do not|never|stop) (feel|be) (sad|mad|angry|scared|worried|jealous|upset|nervous)|\b(bad|wrong) feeling/i;
    expect(entries.filter(({ guide }) => Object.values(guide ?? {}).some((text) => judging.test(text)))).toEqual([]);
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
