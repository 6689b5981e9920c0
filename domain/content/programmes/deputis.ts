import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Keep on going',
    competency: 'self-awareness',
    lyrics: ['Step by step up the hill', 'Deputis keeps on going', 'When it is hard I do not stop', 'And soon my strength is showing'],
    lesson: [
      card('Perseverance', 'Perseverance means keeping on going, even when it is hard.', 'ladder'),
      card('Small steps', 'One small step at a time gets us there.', 'footsteps'),
      card('Rest and go', 'We can rest, then keep going.', 'breath'),
    ],
    practice: [
      question('Perseverance means...', ['Keep going', 'ladder'], [['Stop at once', 'thumbs-down']], 'We keep on going.'),
      question('Tired on a hill? You can...', ['Rest, then go on', 'breath'], [['Give up', 'frown']], 'Rest, then keep going.', 1),
    ],
    beat: 'march',
    celebration: { message: 'Deputis says: you kept going!', picture: 'footsteps' },
  },
];

export const DEPUTIS: ProgrammeContent = {
  character: 'DEPUTIS',
  days: DAYS,
  screening: { title: '', questions: [] },
};
