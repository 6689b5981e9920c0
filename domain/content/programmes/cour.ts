import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Brave like Cour',
    competency: 'self-awareness',
    lyrics: ['Cour the fox is brave and bold', 'It tries new things each day', 'Even when its tummy flips', 'It says I will find a way'],
    lesson: [
      card('Courage', 'Courage means doing something even when it feels a bit scary.', 'shield'),
      card('Small and brave', 'Brave can be small, like putting up your hand.', 'hands'),
      card('Proud', 'After a brave step, we feel proud.', 'star'),
    ],
    practice: [
      question(
        'Putting up your hand in class can be...',
        ['Brave', 'shield'],
        [['Silly', 'thumbs-down']],
        'Small things can be brave too.',
      ),
      question('After a brave step we feel...', ['Proud', 'star'], [['Grumpy', 'frown']], 'Brave steps make us proud.', 1),
    ],
    beat: 'march',
    celebration: { message: 'Cour says: that was brave!', picture: 'shield' },
  },
];

export const COUR: ProgrammeContent = {
  character: 'COUR',
  days: DAYS,
  screening: { title: '', questions: [] },
};
