import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

const DAYS: DayContent[] = [
  {
    title: 'I can be trusted',
    competency: 'self-awareness',
    lyrics: ['I said I would and so I do', 'Laspro keeps its word', 'I feed my fish I tidy up', 'The best news you have heard'],
    lesson: [
      card('Responsibility', 'Responsibility means doing what we said we would do.', 'shield'),
      card('Jobs', 'We can have little jobs, like feeding a pet.', 'helper'),
      card('Own it', 'If we forget, we say so and fix it.', 'hands'),
    ],
    practice: [
      question('You promised to tidy up. You...', ['Tidy up', 'toybox'], [['Forget on purpose', 'thumbs-down']], 'We do what we said.'),
      question('You forgot your job. What now?', ['Say so and fix it', 'hands'], [['Hide it', 'quiet']], 'Owning it is responsible.', 1),
    ],
    beat: 'steady',
    celebration: { message: 'Laspro trusts you! Great job!', picture: 'shield' },
  },
];

export const LASPRO: ProgrammeContent = {
  character: 'LASPRO',
  days: DAYS,
  screening: { title: '', questions: [] },
};
