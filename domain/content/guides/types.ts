/** What a teacher does around one day: new writing, kept apart from the lesson so a reworded card does not break it. */
export interface DayGuide {
  /** two minutes before the day's play, the whole class together */
  warmUp: string;
  /** something to try in class later the same day */
  followUp: string;
  /** one thing a family can try together at home, in a parent's words */
  atHome: string;
}

export type GuideDay = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** A programme's ten days of guide, keyed by day number. */
export type ProgrammeGuide = Readonly<Record<GuideDay, DayGuide>>;

export const guideDay = (warmUp: string, followUp: string, atHome: string): DayGuide => ({ warmUp, followUp, atHome });
