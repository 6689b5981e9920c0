/** What a teacher does around one day: new writing, kept apart from the lesson so a reworded card does not break it. */
export interface DayGuide {
  /** what a child can do by the end of the day: one sentence that follows "a child can" ("use Stop, breathe, name it …") */
  objective: string;
  /** the day's key words, two to five, each heard in the day's cards, questions or song */
  words: readonly string[];
  /** two questions to talk over with the class after the day's play */
  prompts: readonly [string, string];
  /** minutes the class spends around the game: the warm-up, the talk and the follow-up */
  minutes: number;
  /** what the warm-up and the follow-up need beyond the game, or "Nothing beyond the game." */
  materials: string;
  /** two minutes before the day's play, the whole class together */
  warmUp: string;
  /** something to try in class later the same day */
  followUp: string;
  /** the home note's title: what the day is about in a parent's plain words, never the game's name for a card */
  homeTitle: string;
  /** the same title for a Spanish-speaking family */
  homeTitleEs: string;
  /** one thing a family can try together at home, in a parent's words */
  atHome: string;
  /**
   * the same home idea for a Spanish-speaking family: written for a parent (usted, plain words), not word for word,
   * with the game's English name of a tool in brackets where the child knows it by that name
   */
  atHomeEs: string;
}

export type GuideDay = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** A programme's ten days of guide, keyed by day number. */
export type ProgrammeGuide = Readonly<Record<GuideDay, DayGuide>>;

/**
 * A day's guide. Every part is asked for, so a day cannot be written without its objective, its words, its prompts,
 * its time and materials, or the home note in both languages.
 */
export const guideDay = (day: DayGuide): DayGuide => day;
