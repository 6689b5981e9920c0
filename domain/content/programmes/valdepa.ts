import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Every friend is different',
    competency: 'self-awareness',
    lyrics: ['Some like red and some like blue', 'Some are loud some shy', 'Valdepa loves every friend', 'And I will tell you why'],
    lesson: [
      card('Valuing differences', 'Everyone is different, and that is great.', 'rainbow'),
      card('Ask and learn', 'We can learn about friends by asking.', 'ear'),
      card('Kind to all', 'We are kind to everyone, whatever they are like.', 'heart'),
    ],
    practice: [
      question('Friends are different, and that is...', ['Great', 'rainbow'], [['Bad', 'thumbs-down']], 'Differences make life colourful.'),
      question(
        'To learn about a friend, you can...',
        ['Ask them', 'ear'],
        [['Laugh at them', 'shout']],
        'Kind questions help us learn.',
        1,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Valdepa loves how kind you were!', picture: 'rainbow' },
  },
];

export const VALDEPA: ProgrammeContent = {
  character: 'VALDEPA',
  days: DAYS,
  screening: { title: '', questions: [] },
};
