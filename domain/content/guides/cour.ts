import { guideDay, type ProgrammeGuide } from './types.js';

/** COUR (courage): a warm-up, a class follow-up and a home idea for each day's theme. */
export const COUR: ProgrammeGuide = {
  1: guideDay(
    'Ask children to show a brave pose, chest up and chin up. Share one brave thing a child has done.',
    'When someone tries something new today, the class gives a quiet thumbs-up.',
    'Tell your child about a time you felt scared and did the brave thing anyway.',
    'Cuéntele a su hijo o hija de una vez que usted tuvo miedo y aun así fue valiente.',
  ),
  2: guideDay(
    'Ask where in the body we feel nervous: tummy, hands or knees? Every answer is okay.',
    'Before a new task today, invite children to put a hand where they feel it and name it.',
    'Ask your child where they feel nervous in their body, and share where you feel it.',
    'Pregúntele a su hijo o hija en qué parte del cuerpo siente los nervios. Luego cuéntele dónde los siente usted.',
  ),
  3: guideDay(
    'Practice Stop, breathe, name it together, then think the brave words “I can do hard things.”',
    'Before reading aloud or sharing today, do Stop, breathe, name it as a class.',
    'Before something new, like a visit, do Stop, breathe, name it together.',
    'Antes de algo nuevo, como una visita, hagan juntos “Stop, breathe, name it” (parar, respirar y decir lo que sienten).',
  ),
  4: guideDay(
    'Ask each child to name one small brave step, like saying hi to someone new.',
    'Invite children to try their small brave step today and tell you how it went.',
    'Choose one small brave step together this week, like ordering food or asking a question.',
    'Escojan juntos un pequeño paso valiente para esta semana, como pedir la comida o hacer una pregunta.',
  ),
  5: guideDay(
    'Say a few things out loud, like climbing a tree or crossing the road alone. Is each brave or unsafe?',
    'When a dare comes up at recess, remind children to ask “Is it safe?” first.',
    'Talk about the difference between brave and unsafe, and which grown-up to ask when unsure.',
    'Hablen de la diferencia entre ser valiente y hacer algo peligroso. Decidan a qué adulto preguntar cuando tengan dudas.',
  ),
  6: guideDay(
    'Practice a strong, clear voice: “I have an idea!” Then try it softly, then clearly again.',
    'Give every child one chance today to share an idea in a clear voice.',
    'Let your child order, ask or answer for themselves once this week, with you beside them.',
    'Esta semana, deje que su hijo o hija pida, pregunte o conteste algo sin ayuda una vez. Usted se queda a su lado.',
  ),
  7: guideDay(
    'Ask how a friend might feel if someone is unkind to them. Listen to every answer.',
    'If someone is left out today, invite a child to stand beside them or fetch a teacher.',
    'Ask your child who they could tell if a friend were treated unkindly.',
    'Pregúntele a su hijo o hija a quién se lo podría contar si alguien tratara mal a un amigo.',
  ),
  8: guideDay(
    'Tell a short story where someone breaks a cup. Ask what the brave, honest thing to say is.',
    'When a child tells the truth about a mistake today, thank them for their courage.',
    'Thank your child out loud the next time they tell you the truth about something hard.',
    'Cuando su hijo o hija le diga la verdad sobre algo difícil, dele las gracias en voz alta.',
  ),
  9: guideDay(
    'Practice cheering words together: “You can do it!” and “Good try!”',
    'When someone tries something hard today, the class cheers them on with kind words.',
    'Cheer each other on this week, even when something does not work the first time.',
    'Esta semana, anímense unos a otros, aunque algo no salga bien la primera vez.',
  ),
  10: guideDay(
    'Each child says one brave thing they did in the last ten days.',
    'Make a “brave wall” where children draw one brave thing they did.',
    'Ask your child what the bravest thing they did this week was, and tell them you noticed.',
    'Pregúntele a su hijo o hija qué fue lo más valiente que hizo esta semana. Dígale que usted se dio cuenta.',
  ),
};
