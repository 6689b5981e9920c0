import { guideDay, type ProgrammeGuide } from './types.js';

/** WOTAR (teamwork): a warm-up, a class follow-up and a home idea for each day's theme. */
export const WOTAR: ProgrammeGuide = {
  1: guideDay(
    'Pass a ball around the circle without dropping it. What helped the team?',
    'In small groups, build one tower together from blocks or paper.',
    'Do one job together as a team, like making a sandwich or folding laundry.',
    'Hagan juntos un trabajo en equipo, como preparar un sándwich o doblar la ropa.',
  ),
  2: guideDay(
    'Ask each child to name one thing they are good at that helps a team.',
    'In groups today, each child says what they will bring to the task.',
    'Ask your child what they are good at on a team, and tell them what you see.',
    'Pregúntele a su hijo o hija qué hace bien cuando trabaja en equipo. Dígale lo que usted ve.',
  ),
  3: guideDay(
    'Ask three children for ideas, and thank each one before choosing.',
    'In group work today, make sure every child shares one idea.',
    'Plan a family activity where everyone suggests one idea first.',
    'Planeen una actividad en familia en la que primero cada persona da una idea.',
  ),
  4: guideDay(
    'Give out pretend jobs: builder, holder, checker. Why does each matter?',
    'Give every child a job in group work today and rotate them.',
    'Give everyone a small job at dinner, like setting forks or pouring water.',
    'En la cena, denle a cada uno una tarea pequeña, como poner los tenedores o servir el agua.',
  ),
  5: guideDay(
    'Ask two children for two ideas, then find a plan that uses a bit of both.',
    'When a group disagrees today, help them mix two ideas into one plan.',
    'When two of you want different things, find a plan that mixes both.',
    'Cuando dos de ustedes quieran cosas diferentes, busquen un plan que junte las dos cosas.',
  ),
  6: guideDay(
    'Practice saying “Thank you, teammate” with a high five.',
    'After group work, every child thanks one teammate for something specific.',
    'Thank each other for one thing you did together this week.',
    'Dense las gracias por algo que hicieron juntos esta semana.',
  ),
  7: guideDay(
    'Build a paper tower, let it fall, and decide together how to try again.',
    'When a group project goes wrong today, ask the team for one fix.',
    'Build something that might fall, like a card tower, and rebuild it together.',
    'Construyan algo que se pueda caer, como una torre de cartas, y vuelvan a construirla juntos.',
  ),
  8: guideDay(
    'Ask: how could we make room on our team for someone new?',
    'At recess, invite one more child into a team game.',
    'Ask your child how they could invite someone new to play.',
    'Pregúntele a su hijo o hija cómo podría invitar a jugar a alguien nuevo.',
  ),
  9: guideDay(
    'Tidy the room as a team for one minute with a timer. How did we do?',
    'Give the class a two-minute team tidy-up at the end of the day.',
    'Make a team tidy-up at home with a song, each person taking one spot.',
    'Ordenen la casa en equipo con una canción. Cada persona se encarga de un lugar.',
  ),
  10: guideDay(
    'Ask children to name one thing the class built or did together.',
    'Make a class picture where every child adds a piece.',
    'Ask your child about the best thing they did with a team this week.',
    'Pregúntele a su hijo o hija qué fue lo mejor que hizo en equipo esta semana.',
  ),
};
