import { guideDay, type ProgrammeGuide } from './types.js';

/** FAIHO (hope): a warm-up, a class follow-up and a home idea for each day's theme. */
export const FAIHO: ProgrammeGuide = {
  1: guideDay(
    'Ask children to remember a rainy day that got better. What helped?',
    'When something goes wrong today, ask the class to look for one good thing that could come next.',
    'When a day feels gray, look together for one small “rainbow” in it.',
    'Cuando sea un día triste o difícil, busquen juntos un pequeño “arcoíris”: algo bueno que pasó ese día.',
  ),
  2: guideDay(
    'Ask what helps on a cloudy day: a hug, a song, a friend? Every idea counts.',
    'Make a class list of “cloudy day helpers” and keep it on the wall.',
    'Make a list together of three things that help your child feel better on a hard day.',
    'Piensen juntos en un día difícil. Hagan una lista de tres cosas que ayudan a su hijo o hija a sentirse mejor.',
  ),
  3: guideDay(
    'Pretend to plant a seed and grow slowly into a tall plant. What does a seed need?',
    'Plant a real seed in class, or draw one, and talk about waiting for it to grow.',
    'Plant a seed in a cup together and check on it each day.',
    'Siembren juntos una semilla en un vaso y mírenla cada día.',
  ),
  4: guideDay(
    'Show a stuck zipper or a tangled string. Ask for three different ways to fix it.',
    'When a plan does not work today, ask children for one other way to try.',
    'When something does not work at home, think of another way together.',
    'Cuando algo no funcione en casa, piensen juntos en otra manera de hacerlo.',
  ),
  5: guideDay(
    'Practice hopeful words together: “Maybe next time” and “I can try again.”',
    'Listen for hopeful words in class today and write them on the board.',
    'Use one hopeful phrase this week, like “Maybe tomorrow will be better.”',
    'Esta semana, usen una frase de esperanza, como “Tal vez mañana será mejor”.',
  ),
  6: guideDay(
    'Ask what we could say to a friend who feels sad or disappointed.',
    'If a classmate is disappointed today, invite a friend to say one hopeful thing to them.',
    'Ask your child how they could help a friend who feels disappointed.',
    'Pregúntele a su hijo o hija cómo podría ayudar a un amigo que se siente desilusionado.',
  ),
  7: guideDay(
    'Ask the class to name one thing they hope for together, like a sunny field trip.',
    'Make a class hope, like finishing a project, and check on it at the end of the week.',
    'Share one thing each of you hopes for this month, and one step toward it.',
    'Cada uno cuenta algo que desea para este mes, y un paso para lograrlo.',
  ),
  8: guideDay(
    'Count down slowly from ten together while waiting. Notice how waiting feels.',
    'While waiting in line today, try a quiet counting game, or Stop, breathe, name it.',
    'When waiting is hard, like in a line or a car, play a quiet “I spy” together.',
    'Cuando sea difícil esperar, como en una fila o en el carro, jueguen juntos en voz baja a “Veo, veo”.',
  ),
  9: guideDay(
    'Ask what good thing children could make happen today with their own hands.',
    'Invite each child to do one small thing to make the classroom better.',
    'Choose one small thing to make better at home together, like a tidy shelf.',
    'Escojan juntos una cosa pequeña para mejorar en casa, como ordenar un estante.',
  ),
  10: guideDay(
    'Name the colors of a rainbow together, and one hopeful thing for each.',
    'Make a class rainbow of hopes where every child adds one stripe.',
    'Ask your child what they feel hopeful about, and share yours too.',
    'Pregúntele a su hijo o hija qué le da esperanza, y cuéntele qué le da esperanza a usted.',
  ),
};
