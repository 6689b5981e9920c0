import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: "Let's go!",
    competency: 'self-awareness',
    lyrics: ['Jump up high and clap your hands', 'Ensuot says lets go', 'Give it all your sunny best', 'From your head down to your toe'],
    lesson: [
      card('Enthusiasm', 'Enthusiasm means being excited to try and to join in.', 'sun'),
      card('Cheer others', 'We can cheer our friends on.', 'clap'),
      card('Best effort', 'Giving our best effort feels great.', 'star'),
    ],
    practice: [
      question('Enthusiasm means being...', ['Excited to try', 'sun'], [['Bored', 'frown']], 'Enthusiasm is sunny and ready!'),
      question('You can cheer friends by...', ['Clapping', 'clap'], [['Ignoring them', 'quiet']], 'Claps and cheers help friends.', 1),
    ],
    beat: 'skip',
    celebration: { message: 'Ensuot cheers: you were awesome!', picture: 'sun' },
  },
];

export const ENSUOT: ProgrammeContent = {
  character: 'ENSUOT',
  days: DAYS,
  screening: { title: '', questions: [] },
};
