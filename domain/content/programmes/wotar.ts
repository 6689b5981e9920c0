import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Better together',
    competency: 'self-awareness',
    lyrics: [
      'One block two blocks build it high',
      'With friends it grows so tall',
      'Wotar says we work as one',
      'Together we build it all',
    ],
    lesson: [
      card('Teamwork', 'Teamwork means working together to do something.', 'friends'),
      card('Everyone helps', 'Each person adds something special.', 'puzzle'),
      card('Share ideas', 'We listen to each other\u2019s ideas.', 'ear'),
    ],
    practice: [
      question('Teamwork means...', ['Working together', 'friends'], [['Doing it alone', 'mirror']], 'Teams work together.'),
      question('In a team, everyone...', ['Helps', 'puzzle'], [['Watches', 'quiet']], 'Each person adds something.', 1),
    ],
    beat: 'march',
    celebration: { message: 'Wotar says: great teamwork!', picture: 'friends' },
  },
];

export const WOTAR: ProgrammeContent = {
  character: 'WOTAR',
  days: DAYS,
  screening: { title: '', questions: [] },
};
