import { guideDay, type ProgrammeGuide } from './types.js';

/** ETMO (empathy): a warm-up, a class follow-up and a home idea for each day's theme. */
export const ETMO: ProgrammeGuide = {
  1: guideDay(
    'Make a face and ask children to guess the feeling. Every guess is welcome.',
    'At recess, notice one friend’s face and guess how they feel.',
    'While reading a story together, stop and ask how a character might feel.',
    'Mientras leen un cuento juntos, hagan una pausa y pregunten cómo se sentirá un personaje.',
  ),
  2: guideDay(
    'Ask each child to name how they feel right now, starting with “I feel …”',
    'Check in after lunch: each child shows a thumb up, sideways or down for how they feel.',
    'At dinner, each person says one feeling from their day.',
    'En la cena, cada persona dice un sentimiento que tuvo durante el día.',
  ),
  3: guideDay(
    'Show pictures of faces and ask what each face might say.',
    'In pairs, one child makes a face and the other names the feeling.',
    'Play a face game: one person makes a feeling face, the other guesses.',
    'Jueguen a las caras: una persona pone cara de un sentimiento y la otra adivina cuál es.',
  ),
  4: guideDay(
    'Ask: how would you feel if you lost your favorite toy?',
    'When a classmate has a problem today, ask “How would I feel if I were them?”',
    'When you read or watch something together, ask “How would you feel if that were you?”',
    'Cuando lean o vean algo juntos, pregunten: “¿Cómo te sentirías si te pasara a ti?”.',
  ),
  5: guideDay(
    'Practice asking “Are you okay?” and waiting to listen to the answer.',
    'Invite children to ask one classmate “How are you today?” and really listen.',
    'Ask your child “How are you today?” and listen all the way to the end.',
    'Pregúntele a su hijo o hija “¿Cómo estás hoy?” y escuche su respuesta hasta el final.',
  ),
  6: guideDay(
    'Ask for ways to help a friend: carry something, share, sit with them.',
    'Invite each child to offer help to one classmate today.',
    'Find one way to help someone in the family together today.',
    'Hoy busquen juntos una manera de ayudar a alguien de la familia.',
  ),
  7: guideDay(
    'Take a calm breath before helping: smell the flower, blow out the candle.',
    'When someone is upset today, show children how to take a breath before they help.',
    'When someone at home is upset, take a calm breath together before you help.',
    'Cuando alguien en casa esté molesto, respiren juntos con calma antes de ayudar.',
  ),
  8: guideDay(
    'Practice a real sorry: say what happened, say sorry, and ask how to help.',
    'When a sorry is needed today, help children say what they will do to make it better.',
    'Show your child how you say sorry, and what you do to make it right.',
    'Muéstrele a su hijo o hija cómo pide usted perdón, y qué hace para arreglar las cosas.',
  ),
  9: guideDay(
    'Ask children how it feels to be left out, and what words invite someone in.',
    'At recess, invite someone playing alone to join in. If they say no, let them play.',
    'Ask your child who they could invite to play next time, and how.',
    'Pregúntele a su hijo o hija a quién podría invitar a jugar la próxima vez, y cómo lo haría.',
  ),
  10: guideDay(
    'Each child names one kind thing they did for someone in the last ten days.',
    'Make a big class heart filled with kind acts children noticed.',
    'Tell your child about a time they showed a big heart, and how it felt to see it.',
    'Recuérdele a su hijo o hija una vez que mostró su buen corazón. Dígale cómo se sintió usted al verlo.',
  ),
};
