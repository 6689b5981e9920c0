import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Stretch a little',
    competency: 'self-awareness',
    lyrics: ['Stretlit stretches up so high', 'A little more each day', 'I can learn a little more', 'And grow along the way'],
    lesson: [
      card('Growing', 'Our brains grow when we learn new things.', 'plant'),
      card('A little more', 'We can stretch a little further each day.', 'ladder'),
      card('Not yet', '"I can\u2019t do it yet" means I am still learning.', 'star'),
    ],
    practice: [
      question('"I can\u2019t do it..."', ['"...yet!"', 'ladder'], [['"...ever!"', 'thumbs-down']], 'Yet means you are still learning.'),
      question('Learning makes your brain...', ['Grow', 'plant'], [['Shrink', 'frown']], 'Learning grows our brains.', 1),
    ],
    beat: 'echo',
    celebration: { message: 'Stretlit saw you stretch and grow!', picture: 'plant' },
  },
];

export const STRETLIT: ProgrammeContent = {
  character: 'STRETLIT',
  days: DAYS,
  screening: { title: '', questions: [] },
};
