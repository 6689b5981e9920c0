/** What a teacher does around one day: new writing, kept apart from the lesson so a reworded card does not break it. */
export interface DayGuide {
  /** two minutes before the day's play, the whole class together */
  warmUp: string;
  /** something to try in class later the same day */
  followUp: string;
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

/** A day's guide; the home idea comes in both languages, so a day cannot be written with an English note alone. */
export const guideDay = (warmUp: string, followUp: string, atHome: string, atHomeEs: string): DayGuide => ({
  warmUp,
  followUp,
  atHome,
  atHomeEs,
});
