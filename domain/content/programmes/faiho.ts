import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Look for the rainbow',
    competency: 'self-awareness',
    lyrics: ['After rain the sun comes out', 'A rainbow in the sky', 'Faiho says keep hoping', 'Good days are coming by'],
    lesson: [
      card('Hope', 'Hope means believing good things can happen.', 'rainbow'),
      card('After the rain', 'Hard days pass, like rain clouds.', 'rain'),
      card('Look ahead', 'We can think of something good coming soon.', 'sun'),
    ],
    practice: [
      question(
        'Hope means believing...',
        ['Good things can happen', 'rainbow'],
        [['Nothing will change', 'frown']],
        'Hope looks for the rainbow.',
      ),
      question('Hard days are like...', ['Rain that passes', 'rain'], [['Forever', 'rock']], 'Like rain, hard days pass.', 1),
    ],
    beat: 'skip',
    celebration: { message: 'Faiho sees a rainbow: you!', picture: 'rainbow' },
  },
];

export const FAIHO: ProgrammeContent = {
  character: 'FAIHO',
  days: DAYS,
  screening: { title: '', questions: [] },
};
