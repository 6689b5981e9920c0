import { guideDay, type ProgrammeGuide } from './types.js';

/** DEPUTIS (perseverance): a warm-up, a class follow-up and a home idea for each day's theme. */
export const DEPUTIS: ProgrammeGuide = {
  1: guideDay(
    'Ask children to name something hard they kept trying until they did it.',
    'When a task gets hard today, the class says “Keep on going!” together.',
    'Tell your child about something you kept trying until you could do it.',
    'Cuéntele a su hijo o hija de algo que usted siguió intentando hasta que le salió.',
  ),
  2: guideDay(
    'Walk across the room in tiny steps together. Big walks are made of small steps.',
    'Break one big task into small steps on the board today.',
    'Break a big job into small steps together, like tidying a room one shelf at a time.',
    'Dividan juntos un trabajo grande en pasos pequeños, como ordenar un cuarto un estante a la vez.',
  ),
  3: guideDay(
    'Ask how it feels when we want to quit, and what helps us keep going.',
    'When a child wants to quit today, suggest a breath and one more try.',
    'When your child wants to quit, take a break together and try once more.',
    'Cuando su hijo o hija quiera rendirse, descansen un rato juntos y vuelvan a intentarlo una vez más.',
  ),
  4: guideDay(
    'Ask: what could be in a keep-going plan? Collect ideas like a break or asking for help.',
    'Help each child write or draw their own keep-going plan.',
    'Make a keep-going plan together for something hard, like reading or a sport.',
    'Hagan juntos un “plan para seguir adelante” (keep-going plan) para algo difícil, como leer o un deporte.',
  ),
  5: guideDay(
    'Ask who can give us a clue when we are stuck: a friend, a teacher, a book.',
    'When a child is stuck today, invite a classmate to give a clue, not the answer.',
    'Give your child a clue instead of the answer the next time they are stuck.',
    'Cuando a su hijo o hija algo no le salga, dele una pista en vez de la respuesta.',
  ),
  6: guideDay(
    'Ask children to name something they get better at day by day.',
    'Start a class chart of one thing you practice every day this week.',
    'Keep a day-by-day chart together for one thing your child practices.',
    'Escojan una cosa que su hijo o hija practica. Cada día que practique, márquenlo juntos en un calendario.',
  ),
  7: guideDay(
    'Practice cheering words for a friend who is trying: “Keep going, you’ve got this!”',
    'When someone is trying hard today, a friend cheers them on.',
    'Cheer each other on at home when something is hard.',
    'En casa, anímense unos a otros cuando algo sea difícil.',
  ),
  8: guideDay(
    'Run slowly in place, then speed up for the finish line together.',
    'Help children finish one task they started earlier this week.',
    'Finish one thing together you started, like a puzzle or a drawing.',
    'Terminen juntos algo que empezaron, como un rompecabezas o un dibujo.',
  ),
  9: guideDay(
    'Ask: what happens to a half-built tower? Why is finishing good?',
    'Before starting something new today, check that children finished the last task.',
    'Before starting a new game, finish or tidy the last one together.',
    'Antes de empezar un juego nuevo, terminen o guarden juntos el anterior.',
  ),
  10: guideDay(
    'Ask each child to name one thing they kept going on in the last ten days.',
    'Make a class path showing how far each child came.',
    'Ask your child how far they have come, and tell them you are proud.',
    'Pregúntele a su hijo o hija cuánto ha avanzado. Dígale que usted siente mucho orgullo de su esfuerzo.',
  ),
};
