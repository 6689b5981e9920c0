/**
 * CASEL's five social-emotional competencies (casel.org, "the CASEL 5"): each day of a programme names the one it
 * serves, so a school can see what its children practise.
 */
export const COMPETENCIES = {
  'self-awareness': 'Self-awareness',
  'self-management': 'Self-management',
  'social-awareness': 'Social awareness',
  'relationship-skills': 'Relationship skills',
  'responsible-decision-making': 'Responsible decision-making',
} as const;

export type Competency = keyof typeof COMPETENCIES;
export const COMPETENCY_IDS = Object.keys(COMPETENCIES) as [Competency, ...Competency[]];

/** Short forms for tables: one letter pair per competency. */
export const COMPETENCY_ABBREVIATIONS: Record<Competency, string> = {
  'self-awareness': 'SA',
  'self-management': 'SM',
  'social-awareness': 'SO',
  'relationship-skills': 'RS',
  'responsible-decision-making': 'DM',
};
