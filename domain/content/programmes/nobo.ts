import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Nobody left out',
    competency: 'self-awareness',
    lyrics: ['I see a friend who plays alone', 'Nobo says come play', 'There is room for everyone', 'We all belong today'],
    lesson: [
      card('Kindness', 'Kindness means doing nice things for others.', 'heart'),
      card('Include', 'We invite friends who are alone to join us.', 'friends'),
      card('Everyone belongs', 'There is room for everyone.', 'globe'),
    ],
    practice: [
      question(
        'A child plays alone. What do you do?',
        ['Invite them', 'friends'],
        [['Walk away', 'footsteps']],
        'Inviting someone is kind.',
      ),
      question('Who belongs?', ['Everyone', 'globe'], [['Only some', 'frown']], 'Everyone belongs.', 1),
    ],
    beat: 'steady',
    celebration: { message: 'Nobo says: you made room for everyone!', picture: 'friends' },
  },
];

export const NOBO: ProgrammeContent = {
  character: 'NOBO',
  days: DAYS,
  screening: { title: '', questions: [] },
};
