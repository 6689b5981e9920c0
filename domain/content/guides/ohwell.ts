import { guideDay, type ProgrammeGuide } from './types.js';

/** OHWELL (letting go): a warm-up, a class follow-up and a home idea for each day's theme. */
export const OHWELL: ProgrammeGuide = {
  1: guideDay(
    'Drop a pencil on purpose, shrug and say “Oh well” together. How does it feel?',
    'When a small thing goes wrong today, model a calm “Oh well” and move on.',
    'When something small goes wrong, try saying “Oh well” together and smile.',
    'Cuando algo pequeño salga mal, digan juntos “Ni modo” (en inglés, “Oh well”) y sonrían.',
  ),
  2: guideDay(
    'Practice the shrug: shoulders up, breathe in, shoulders down, breathe out.',
    'Use the shrug as a class when plans change today.',
    'Show each other your best shrug and use it when little things go wrong.',
    'Muéstrense su mejor forma de encoger los hombros. Úsenla cuando algo pequeño salga mal.',
  ),
  3: guideDay(
    'Practice saying “Good game” with a smile, whether you win or lose.',
    'After a game today, every player says “Good game” to someone else.',
    'Play a quick game and say “Good game” to each other at the end, win or lose.',
    'Jueguen algo rápido y al final díganse “Buen juego”, ganen o pierdan.',
  ),
  4: guideDay(
    'Ask: if it rains on recess, what could we do instead? Collect ideas.',
    'Make a class “plan B” list for days when plans change.',
    'Make a rainy-day plan together for the next time plans fall through.',
    'Piensen juntos un “plan para un día de lluvia”: algo que hacer la próxima vez que un plan se cancele.',
  ),
  5: guideDay(
    'Draw a squiggle, then turn it into a picture. Show that oops can become art.',
    'When a drawing goes wrong today, invite children to turn it into something new.',
    'Draw a random squiggle for each other and turn it into a picture.',
    'Cada uno hace un garabato para el otro, y el otro lo convierte en un dibujo.',
  ),
  6: guideDay(
    'Ask how it feels to be last in line, and what we can say to ourselves.',
    'Change who is first in line today and notice how everyone handles it.',
    'When someone else goes first, say “My turn will come” together.',
    'Cuando otra persona vaya primero, digan juntos “Ya me tocará a mí”.',
  ),
  7: guideDay(
    'Ask what forgiving means, and how it feels to start a game fresh.',
    'When two children make up today, let them choose a game to play together.',
    'After a disagreement at home, say sorry for your part; when everyone is ready, do something fun together.',
    'Después de un desacuerdo en casa, pida perdón por su parte; cuando todos estén listos, hagan juntos algo divertido.',
  ),
  8: guideDay(
    'Sort a few problems into “can change” and “can’t change,” like rain or a messy desk.',
    'When a problem comes up today, ask “Can we change it, or let it go?”',
    'Sort a worry together: is it something you can change, or something to let go?',
    'Piensen juntos en una preocupación: ¿es algo que pueden cambiar, o algo que es mejor dejar pasar?',
  ),
  9: guideDay(
    'Ask: what if a friend wants a different game? Share ways to decide together.',
    'At recess, invite children to take turns choosing the game.',
    'Take turns choosing the game or show this week, and play the other’s choice happily.',
    'Esta semana, túrnense para escoger el juego o el programa de televisión. Acepten con alegría lo que escoja el otro.',
  ),
  10: guideDay(
    'Shrug, smile and try again together: shoulders up, down, smile, ready.',
    'Ask each child to share one time they said “oh well” and tried again.',
    'Tell your child about a time you let something go, and what happened next.',
    'Cuéntele a su hijo o hija de una vez que usted dejó de preocuparse por algo, y qué pasó después.',
  ),
};
