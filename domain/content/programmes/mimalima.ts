import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'Notice now',
    competency: 'self-awareness',
    lyrics: ['Mimalima stops to hear', 'The birds the wind the bees', 'Slow and quiet here and now', 'I notice all of these'],
    lesson: [
      card('Mindfulness', 'Mindfulness means noticing what is happening right now.', 'star'),
      card('Listen', 'Close your eyes. What sounds can you hear?', 'ear'),
      card('Breathe', 'Feel your breath go in and out.', 'breath'),
    ],
    practice: [
      question('Mindfulness means noticing...', ['Right now', 'star'], [['Tomorrow', 'book']], 'Mindfulness is about now.'),
      question('Close your eyes and...', ['Listen to sounds', 'ear'], [['Shout', 'shout']], 'Quiet listening helps us notice.', 1),
    ],
    beat: 'steady',
    celebration: { message: 'Mimalima noticed how calm you were!', picture: 'ear' },
  },
];

export const MIMALIMA: ProgrammeContent = {
  character: 'MIMALIMA',
  days: DAYS,
  screening: { title: '', questions: [] },
};
