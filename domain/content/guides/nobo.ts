import { guideDay, type ProgrammeGuide } from './types.js';

/** NOBO (kindness): a warm-up, a class follow-up and a home idea for each day's theme. */
export const NOBO: ProgrammeGuide = {
  1: guideDay(
    'Ask how it feels to be left out, and how it feels to be invited.',
    'At lunch today, notice someone who is alone and invite them to sit with you.',
    'Ask your child who sits alone at school, and what they could say to them.',
    'Pregúntele a su hijo o hija quién se queda solo en la escuela, y qué le podría decir.',
  ),
  2: guideDay(
    'Ask children to remember a kind thing someone did for them. How did it feel?',
    'After a kind act today, ask the helper and the helped how they feel.',
    'Share a time someone was kind to you and how it made you feel.',
    'Cuéntele a su hijo o hija de una vez que alguien fue amable con usted, y cómo se sintió.',
  ),
  3: guideDay(
    'Practice an invitation together: “Come and play with us!”',
    'At recess, invite children to ask one new person to play.',
    'Practice how to invite someone to play, then try it at the park.',
    'Practiquen cómo invitar a alguien a jugar, y luego háganlo en el parque.',
  ),
  4: guideDay(
    'Ask for small kind acts, like holding a door or sharing a crayon.',
    'Count small acts of kindness in class today on the board.',
    'Do three small kind things together this week and count them.',
    'Esta semana, hagan juntos tres cosas amables pequeñas y cuéntenlas.',
  ),
  5: guideDay(
    'Ask: how would it feel to be new in class? What could we do to help?',
    'Choose buddies to show a new or quiet child around the classroom.',
    'Ask your child how they could help a new child feel welcome.',
    'Pregúntele a su hijo o hija cómo podría ayudar a un niño nuevo a sentirse bienvenido.',
  ),
  6: guideDay(
    'Ask how to be kind when you feel mad. Practice Stop, breathe, name it together.',
    'When someone feels mad today, help them find one kind word anyway.',
    'Talk about a time it was hard to be kind, and what helped.',
    'Hablen de una vez en que fue difícil ser amable, y de qué les ayudó.',
  ),
  7: guideDay(
    'Ask: how can we change a game so everyone can play?',
    'At recess, change one game so that every child who wants to can join.',
    'Play a family game with a rule that lets everyone join in.',
    'Jueguen en familia un juego con una regla que deje participar a todos.',
  ),
  8: guideDay(
    'Practice the upstander words: “Stop, that’s not kind. Come play with us.”',
    'Remind children they can speak up kindly and tell a grown-up.',
    'Ask your child what they could say if they saw someone being unkind.',
    'Pregúntele a su hijo o hija qué podría decir si viera a alguien tratando mal a otra persona.',
  ),
  9: guideDay(
    'Practice asking “Can I play too?” and answering “Yes, come on!”',
    'At recess, help children ask to join a game and welcome others who ask.',
    'Practice asking to join a game, and being the one who says yes.',
    'Practiquen cómo pedir “¿Puedo jugar?”, y también cómo contestar “¡Sí, ven!” cuando otro lo pide.',
  ),
  10: guideDay(
    'Each child names one kind thing they did this week, like planting a seed.',
    'Make a class kindness garden where each act of kindness is a flower.',
    'Draw a kindness garden together with one flower for each kind act this week.',
    'Dibujen juntos un jardín de la bondad, con una flor por cada acto amable de esta semana.',
  ),
};
