import { guideDay, type ProgrammeGuide } from './types.js';

/** STRETLIT (growing): a warm-up, a class follow-up and a home idea for each day's theme. */
export const STRETLIT: ProgrammeGuide = {
  1: guideDay(
    'Stretch up high, then a little higher. Growing is a little stretch at a time.',
    'Invite children to try one task that stretches them a little today.',
    'Ask your child what they can do now that they could not do last year.',
    'Pregúntele a su hijo o hija qué puede hacer ahora que no podía hacer el año pasado.',
  ),
  2: guideDay(
    'Say “I can’t do it” and then “I can’t do it yet.” How do they feel different?',
    'Add the word “yet” each time a child says “I can’t” today.',
    'Use the word “yet” at home: “You can’t tie your laces yet.”',
    'En casa, use la palabra “todavía” (yet): “Todavía no sabes amarrarte los zapatos”.',
  ),
  3: guideDay(
    'Show a mistake on the board and ask what clue it gives us.',
    'When a mistake happens today, ask “What clue does it give us?”',
    'Look at a mistake together and find the clue in it.',
    'Miren juntos un error y busquen lo que les enseña, como si fuera una pista.',
  ),
  4: guideDay(
    'Ask children to name one thing they practice a little every day.',
    'Give children two minutes to practice a skill they are learning.',
    'Choose one small thing to practice together for five minutes a day.',
    'Escojan juntos una cosa pequeña para practicar cinco minutos al día.',
  ),
  5: guideDay(
    'Practice asking “Can you show me how?” in a clear voice.',
    'In pairs, one child shows the other how to do something they know.',
    'Ask your child to show you how to do something, and then show them something too.',
    'Pídale a su hijo o hija que le enseñe a hacer algo, y luego enséñele usted algo también.',
  ),
  6: guideDay(
    'Ask how a tip helps, and practice saying “Thanks for the tip!”',
    'When giving feedback today, ask children to thank each other for tips.',
    'Give your child one kind tip, and ask them for one tip too.',
    'Dele a su hijo o hija un consejo amable, y pídale que le dé uno a usted también.',
  ),
  7: guideDay(
    'Ask: does everyone learn to ride a bike on the same day? Why not?',
    'Remind the class that everyone grows at their own speed.',
    'Talk about something that took you a long time to learn.',
    'Cuéntele a su hijo o hija algo que a usted le costó mucho tiempo aprender.',
  ),
  8: guideDay(
    'Show a stuck puzzle and ask for three new ways to try it.',
    'When a child is stuck today, ask “What else could you try?”',
    'When your child is stuck, ask “What is another way?” before helping.',
    'Cuando a su hijo o hija algo no le salga, pregúntele “¿De qué otra manera se puede hacer?” antes de ayudar.',
  ),
  9: guideDay(
    'Hold up an easy and a stretchy puzzle. Which one helps the brain grow?',
    'Let children choose between an easy and a stretchy task today.',
    'Ask your child to pick one stretchy thing to try this week.',
    'Pídale a su hijo o hija que escoja algo un poco difícil para intentar esta semana. Así se “estira” y crece.',
  ),
  10: guideDay(
    'Ask each child to name one thing they can do now that they couldn’t before.',
    'Make a class “look how we grew” chart with one new skill per child.',
    'Tell your child one way you have seen them grow, and ask what they noticed.',
    'Dígale a su hijo o hija una manera en que usted le ha visto crecer, y pregúntele qué ha notado.',
  ),
};
