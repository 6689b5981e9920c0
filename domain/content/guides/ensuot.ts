import { guideDay, type ProgrammeGuide } from './types.js';

/** ENSUOT (enthusiasm): a warm-up, a class follow-up and a home idea for each day's theme. */
export const ENSUOT: ProgrammeGuide = {
  1: guideDay(
    'Jump up together and shout “Let’s go!”, then sit down with a calm breath.',
    'Start the next activity with a class “Let’s go!” and a big smile.',
    'Start a family job with a cheerful “Let’s go!” and see how it feels.',
    'Empiecen una tarea de la familia con un alegre “¡Vamos!” (Let’s go!) y vean cómo se sienten.',
  ),
  2: guideDay(
    'Ask each child to name one thing that makes them shine.',
    'Invite children to share one thing they love doing and why.',
    'Ask your child what makes them shine, and tell them what you love about them.',
    'Pregúntele a su hijo o hija: “¿Qué cosas te hacen brillar y sentirte feliz?”. Después, dígale lo que a usted más le gusta de su forma de ser.',
  ),
  3: guideDay(
    'Show something new, like a word in another language, and try it together.',
    'Invite the class to try one new thing today, like a new game at recess.',
    'Try one new thing together this week, like a food, song or game.',
    'Esta semana, prueben juntos algo nuevo, como una comida, una canción o un juego.',
  ),
  4: guideDay(
    'Practice a cheer for someone else: “Hip hip hooray for you!”',
    'When a classmate does well today, the class cheers for them.',
    'Cheer for each other at home when someone finishes something hard.',
    'En casa, aplaudan y anímense cuando alguien termine algo difícil.',
  ),
  5: guideDay(
    'Pretend to sweep the floor to music. Does a song make chores more fun?',
    'Put on a song while the class tidies up today.',
    'Play music during a chore at home and do it together with cheer.',
    'Pongan música mientras hacen una tarea de la casa, y háganla juntos con alegría.',
  ),
  6: guideDay(
    'Jump with excitement, then freeze and take three slow breaths.',
    'Before a fun activity today, practice being excited and calm together.',
    'When your child feels excited, try jumping three times, then three slow breaths.',
    'Cuando su hijo o hija sienta mucha emoción, salten juntos tres veces y luego respiren despacio tres veces.',
  ),
  7: guideDay(
    'Ask: how loud is too loud? Show a gentle voice and a big voice.',
    'If a friend seems tired or sad today, use a soft voice and ask, “Want to join?”',
    'Talk about when to use a big happy voice and when to use a gentle one.',
    'Hablen de cuándo usar una voz alegre y fuerte, y cuándo usar una voz suave.',
  ),
  8: guideDay(
    'Say together: “I can’t do it yet!” What does the word yet mean?',
    'When a child says “I can’t,” add “yet” together.',
    'Add “yet” when your child says “I can’t,” and share something you learned slowly.',
    'Cuando su hijo o hija diga “No puedo”, agregue la palabra “todavía” (yet): “Todavía no, pero vas a poder”. Cuéntele algo que usted aprendió poco a poco.',
  ),
  9: guideDay(
    'Ask each child to share one thing they are excited about this week.',
    'In pairs, children share something they love and teach it to a partner.',
    'Ask your child to teach you something they love, and be their best student.',
    'Pídale a su hijo o hija que le enseñe algo que le encanta, y sea su mejor estudiante.',
  ),
  10: guideDay(
    'Ask what brings sunshine to the class, and how each child can bring some today.',
    'Invite each child to do one thing that brings sunshine to someone today.',
    'Choose one way to bring sunshine to someone this week, like a note or a smile.',
    'Escojan una manera de alegrarle el día a alguien esta semana, como una notita o una sonrisa.',
  ),
};
