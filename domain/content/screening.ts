import type { ScreeningPage } from './schema.js';
import { question } from './build.js';

/** Five quick questions before day 1: where a child starts. Its score is pre_test_score. */
export const SCREENING_PAGE: ScreeningPage = {
  id: 'screening',
  title: 'Quick quiz',
  questions: [
    question('A friend falls over. What can you do?', ['Help them up', 'helper'], [['Laugh', 'shout']], 'Helping shows we care.'),
    question(
      'You feel cross. What helps?',
      ['A slow breath', 'breath'],
      [['Throwing things', 'thumbs-down']],
      'Slow breaths help big feelings.',
      1,
    ),
    question('Someone is talking. You...', ['Listen', 'ear'], [['Talk over them', 'shout']], 'Listening shows respect.'),
    question('Something is hard. You...', ['Try again', 'ladder'], [['Give up', 'frown']], 'Trying again makes us stronger.', 1),
    question('A new child is alone. You...', ['Invite them', 'friends'], [['Ignore them', 'quiet']], 'Inviting someone is kind.'),
  ],
};
