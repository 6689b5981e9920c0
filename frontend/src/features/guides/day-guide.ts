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
  /** the feelings words the day's cards use (a card named for one first), or, when they use none, the rest of the day's page */
  feelings: FeelingsWord[];
  /** the day's practice questions with their answers, from the page as it is now */
  questions: GuideQuestion[];
  /** true when the guide's own parts (objective to home idea) were built from the cards because none is written yet */
  fromCards: boolean;
}

/** A practice question as a teacher reads it: the best answer, those also good, and those less helpful. */
export interface GuideQuestion {
  prompt: string;
  best: string;
  alsoGood: string[];
  lessHelpful: string[];
}

const guideQuestion = (question: DayPage['practice'][number]): GuideQuestion => {
  const others = question.answers.filter((_, i) => i !== question.correct);
  return {
    prompt: question.prompt,
    best: question.answers[question.correct]?.label ?? '',
    alsoGood: others.filter((answer) => answer.also_good).map((answer) => answer.label),
    lessHelpful: others.filter((answer) => !answer.also_good).map((answer) => answer.label),
  };
};

const songText = (page: DayPage) => page.song.lines.map((line) => plainLyric(line.lyric));

/**
 * A day without a written guide (a day an admin adds) still gets every part, built from its own cards, so neither the
 * guide nor a home note ever shows an empty box; its home note is titled in plain words, never by a card's name.
 */
const fromCards = (page: DayPage): DayGuide => {
  // The schema asks for three cards at least; the day's own title and message stand in should that ever change.
  const [first = { title: page.title, text: page.celebration.message }, second = first] = page.lesson;
  return {
    objective: `say in their own words what “${first.title}” means, and give one example.`,
    words: page.lesson.slice(0, 3).map((card) => card.title),
    prompts: [`What does “${first.title}” mean to you?`, `When could you use “${second.title}” this week?`],
    minutes: 10,
    materials: 'Nothing beyond the game.',
    homeTitle: 'What we talked about today',
    homeTitleEs: 'De qué hablamos hoy',
    warmUp: `Read the card “${first.title}” aloud: ${first.text} Ask the class for one example.`,
    followUp: `Later today, notice a moment that fits “${second.title}” and name it together.`,
    atHome: `Ask your child about “${first.title}”: ${first.text}`,
    // The card is English, as the child heard it; the parent is asked in Spanish to let the child tell it.
    atHomeEs: `Pídale a su hijo o hija que le cuente qué aprendió con la tarjeta “${first.title}” del juego.`,
  };
};

export const dayGuideView = (page: DayPage, written: DayGuide | undefined): DayGuideView => {
  const cards = page.lesson.flatMap((card) => [card.title, card.text]);
  // A card named for a feeling ("Upset") is the day's feelings word, before one its cards only mention in passing.
  const named = feelingsWordsIn(page.lesson.map((card) => card.title));
  const inCards = [...named, ...feelingsWordsIn(cards).filter((word) => !named.includes(word))];
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
    questions: page.practice.map(guideQuestion),
    fromCards: !written,
  };
};
