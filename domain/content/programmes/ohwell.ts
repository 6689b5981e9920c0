import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Oh well!',
    competency: 'self-awareness',
    lyrics: ['My kite got stuck up in a tree', 'Oh well Ohwell said', 'I can make another one', 'And fly it high instead'],
    lesson: [
      card('Letting go', 'Sometimes things don\u2019t go our way, and that is okay.', 'feather'),
      card('Oh well', 'Saying "oh well" helps us move on.', 'bubble'),
      card('New plan', 'We can think of a new plan.', 'puzzle'),
    ],
    practice: [
      question(
        'Your game ends early. You can say...',
        ['"Oh well, next time!"', 'bubble'],
        [['Stomp and shout', 'shout']],
        'Oh well helps us let go.',
      ),
      question('When things go wrong, make a...', ['New plan', 'puzzle'], [['Big fuss', 'frown']], 'A new plan helps us move on.', 1),
    ],
    beat: 'skip',
    celebration: { message: 'Oh well? Oh WOW! Great job!', picture: 'feather' },
  },
];

export const OHWELL: ProgrammeContent = {
  character: 'OHWELL',
  days: DAYS,
  screening: { title: '', questions: [] },
};
