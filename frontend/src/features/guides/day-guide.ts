import { COMPETENCIES } from '@domain/content/competencies';
import { feelingsWordsIn } from '@domain/content/guides/feelings-words';
import type { FeelingsWord } from '@domain/content/feelings';
import type { DayGuide } from '@domain/content/guides/types';
import type { DayPage } from '@domain/content/schema';
import { plainLyric } from '@domain/content/score';

/** One day as the guide and the home note show it: read from the page as the admin left it, plus the written guide. */
export interface DayGuideView extends DayGuide {
  day: number;
  title: string;
  competency: string;
  cardTitles: string[];
  /** the feelings words the day's cards use, or, when they use none, the rest of the day's page */
  feelings: FeelingsWord[];
  /** true when the warm-up, follow-up and home idea (in both languages) were built from the cards because none is written yet */
  fromCards: boolean;
}

const songText = (page: DayPage) => page.song.lines.map((line) => plainLyric(line.lyric));

/**
 * A day without written activities still gets three concrete sentences, built from its own cards, so neither the
 * guide nor a home note ever shows an empty box.
 */
const fromCards = (page: DayPage): DayGuide => {
  // The schema asks for three cards at least; the day's own title and message stand in should that ever change.
  const [first = { title: page.title, text: page.celebration.message }, second = first] = page.lesson;
  return {
    warmUp: `Read the card “${first.title}” aloud: ${first.text} Ask the class for one example.`,
    followUp: `Later today, notice a moment that fits “${second.title}” and name it together.`,
    atHome: `Ask your child about “${first.title}”: ${first.text}`,
    // The card is English, as the child heard it; the parent is asked in Spanish to let the child tell it.
    atHomeEs: `Pídale a su hijo o hija que le cuente qué aprendió con la tarjeta “${first.title}” del juego.`,
  };
};

export const dayGuideView = (page: DayPage, written: DayGuide | undefined): DayGuideView => {
  const cards = page.lesson.flatMap((card) => [card.title, card.text]);
  const inCards = feelingsWordsIn(cards);
  const elsewhere = feelingsWordsIn([
    ...page.practice.flatMap((question) => [question.prompt, question.hint, ...question.answers.map((answer) => answer.label)]),
    ...songText(page),
    page.celebration.message,
  ]);
  return {
    day: page.day,
    title: page.title,
    competency: COMPETENCIES[page.competency],
    cardTitles: page.lesson.map((card) => card.title),
    feelings: inCards.length > 0 ? inCards : elsewhere,
    ...(written ?? fromCards(page)),
    fromCards: !written,
  };
};
