import { guideDay, type ProgrammeGuide } from './types.js';

/** INROCK (inner strength): a warm-up, a class follow-up and a home idea for each day's theme. */
export const INROCK: ProgrammeGuide = {
  1: guideDay(
    'Stand tall like a rock with feet flat on the floor. Push gently on your feet and feel steady.',
    'When the class feels wobbly today, call out “rock feet” and stand steady together for a moment.',
    'Ask your child to show you their “rock feet” and stand steady together before bed.',
    'Antes de dormir, pídale a su hijo o hija que le enseñe sus “pies de roca” (rock feet). Párense juntos, firmes como una roca.',
  ),
  2: guideDay(
    'Practice Stop, breathe, name it together: freeze, breathe slowly, then say the feeling, like “I feel mad.”',
    'Before a hard task today, do Stop, breathe, name it as a class.',
    'When a feeling gets big at home, do Stop, breathe, name it together.',
    'Cuando un sentimiento crezca, hagan juntos “Stop, breathe, name it” (parar, respirar y decir lo que sienten).',
  ),
  3: guideDay(
    'Show a face and ask children to name the feeling. Every answer can be right.',
    'After recess, invite each child to finish the sentence “I feel …”',
    'At dinner, each person names one feeling they had today and when it came.',
    'En la cena, cada persona dice un sentimiento que tuvo hoy y en qué momento lo sintió.',
  ),
  4: guideDay(
    'Try to balance a book on your head, then try again. Notice how trying again feels.',
    'When someone finds something tricky today, the class says “try again” together.',
    'Try something new together, like a knot or a puzzle, and cheer every try.',
    'Prueben algo nuevo juntos, como hacer un nudo o un rompecabezas, y aplaudan cada intento.',
  ),
  5: guideDay(
    'Practice asking “Can you help me, please?” in a quiet voice and a clear voice.',
    'Put a “help” card on desks today; a child raises it when they need help.',
    'Tell your child about a time you asked someone for help, and what happened.',
    'Cuéntele a su hijo o hija de una vez que usted le pidió ayuda a alguien, y qué pasó.',
  ),
  6: guideDay(
    'Show a picture of a worried face. Ask what a friend could do to help.',
    'If a classmate looks sad today, invite a friend to sit beside them for a moment.',
    'Talk about a time someone helped you feel better, and who that was.',
    'Hablen de una vez en que alguien los ayudó a sentirse mejor, y de quién fue.',
  ),
  7: guideDay(
    'Play “red light, green light” and stop on red. Then ask what we can think about while stopped.',
    'Use the traffic light words (stop, think, choose) when a small problem comes up today.',
    'When a small problem comes up, say “stop, think, choose” together before you decide.',
    'Cuando haya un problema pequeño, digan juntos “para, piensa, escoge” (stop, think, choose) antes de decidir.',
  ),
  8: guideDay(
    'Show a pencil eraser. Ask what it is for, and why everyone needs one.',
    'When you make a mistake today, say “oops” out loud and show how you fix it.',
    'Tell your child about a mistake you made and what you learned from it.',
    'Cuéntele a su hijo o hija de un error que usted cometió y de lo que aprendió.',
  ),
  9: guideDay(
    'Practice saying “Please stop” in a calm, strong voice while standing tall.',
    'Remind children who the trusted grown-ups are at school, and where to find them.',
    'Ask your child who they would tell if someone kept being unkind, and praise their answer.',
    'Pregúntele a su hijo o hija: “¿A quién le contarías si alguien te sigue tratando mal?”. Dele las gracias por su respuesta.',
  ),
  10: guideDay(
    'Pack an invisible backpack together: breathing, naming feelings, trying again, asking for help.',
    'Ask each child which tool from the backpack they used today.',
    'Ask your child which “strong inside” tool they like best, and try it together.',
    'Pregúntele a su hijo o hija qué truco para ser “fuerte por dentro” (strong inside) le gusta más. Háganlo juntos.',
  ),
};
