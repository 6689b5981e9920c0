/**
 * What a teacher does when a child, during or after a day, tells of harm, abuse or a worry at home. Talk of feelings
 * invites this, so every guide carries the same short note, in calm words: the school's own policy says who the
 * designated safeguarding lead is, and the note only says what to do in the moment and by the end of the day.
 */
export const DISCLOSURE_NOTE = {
  title: 'If a child tells you something worrying',
  intro: 'Talking about feelings sometimes brings out a worry: someone hurting them, or trouble at home.',
  steps: [
    'Listen, and stay calm. Let the child say it in their own words; do not ask leading questions.',
    'Thank them for telling you, and say it was right to tell.',
    'Do not promise to keep it a secret. Say you will tell someone whose job is to help.',
    'Write down what the child said, in their words, with the date and time.',
    'Tell your school’s designated safeguarding lead the same day, before the child goes home if you can.',
  ],
  closing: 'If you think a child is in danger right now, follow your school’s emergency steps at once.',
} as const;
