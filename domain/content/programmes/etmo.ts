import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'How do you feel?',
    competency: 'self-awareness',
    lyrics: ['Etmo sees a friend who cries', 'It sits down close and kind', 'How are you Etmo asks', 'A helping heart and mind'],
    lesson: [
      card('Empathy', 'Empathy means understanding how someone else feels.', 'heart'),
      card('Notice', 'We look at faces to see how friends feel.', 'smile'),
      card('Help', 'We can ask "Are you okay?"', 'helper'),
    ],
    practice: [
      question(
        'A friend is crying. What can you say?',
        ['"Are you okay?"', 'helper'],
        [['"Stop crying"', 'shout']],
        'Asking shows you care.',
      ),
      question(
        'Empathy means understanding...',
        ['How others feel', 'heart'],
        [['Only how I feel', 'mirror']],
        'Empathy is feeling with others.',
        1,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Etmo felt your kind heart today!', picture: 'heart' },
  },
];

export const ETMO: ProgrammeContent = {
  character: 'ETMO',
  days: DAYS,
  screening: { title: '', questions: [] },
};
