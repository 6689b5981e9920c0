import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Thank you, Grati',
    competency: 'self-awareness',
    lyrics: ['Thank you for the morning sun', 'Thank you for my friends', 'Grati says a thank you song', 'The thank you never ends'],
    lesson: [
      card('Gratitude', 'Gratitude means noticing good things and saying thank you.', 'heart'),
      card('Little things', 'Sunshine, a hug or a snack can all be good things.', 'sun'),
      card('Say it', 'Telling someone "thank you" makes two people happy.', 'friends'),
    ],
    practice: [
      question('Gratitude means...', ['Saying thank you', 'heart'], [['Wanting more', 'gift']], 'Gratitude is noticing good things.'),
      question(
        'Who feels happy when you say thank you?',
        ['You and them', 'friends'],
        [['Nobody', 'quiet']],
        'Thank you makes two people happy.',
        1,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Grati is grateful for you!', picture: 'heart' },
  },
];

export const GRATI: ProgrammeContent = {
  character: 'GRATI',
  days: DAYS,
  screening: { title: '', questions: [] },
};
