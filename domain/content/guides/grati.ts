import { guideDay, type ProgrammeGuide } from './types.js';

/** GRATI (gratitude): a warm-up, a class follow-up and a home idea for each day's theme. */
export const GRATI: ProgrammeGuide = {
  1: guideDay(
    'Go around the circle and say thank you for one small thing today.',
    'At the end of the day, ask two children to share one thing they were thankful for.',
    'At bedtime, each say one small thing you are thankful for today.',
    'A la hora de dormir, cada uno dice una cosa pequeña de hoy por la que quiere dar gracias.',
  ),
  2: guideDay(
    'Ask children to think of one thing that makes them glad, and show it with a smile.',
    'Draw one thing that makes you glad and add it to a class “glad” board.',
    'Take turns naming things that make you glad, from pets to pancakes.',
    'Por turnos, digan cosas que los ponen contentos, desde las mascotas hasta los panqueques.',
  ),
  3: guideDay(
    'Ask who helps us at school: the cook, the custodian, the bus driver. Name as many as you can.',
    'Spot one helper at school today and say thank you to them by name.',
    'Spot the helpers on a walk or at the store, and say thank you together.',
    'En un paseo o en la tienda, fíjense en las personas que ayudan y denles las gracias juntos.',
  ),
  4: guideDay(
    'Practice a big, warm thank you: say the person’s name, smile and say why.',
    'Give each child a chance to thank a classmate for something specific today.',
    'Say a thank you that tells why, like “Thank you for cooking, it smells great.”',
    'Den las gracias diciendo por qué, por ejemplo: “Gracias por cocinar, huele muy rico”.',
  ),
  5: guideDay(
    'Show a thank-you note and ask what makes it special.',
    'Write or draw a thank-you note for someone at school.',
    'Make a thank-you note together for a relative, neighbor or friend.',
    'Hagan juntos una tarjeta de agradecimiento para un familiar, un vecino o un amigo.',
  ),
  6: guideDay(
    'Ask: how can we say thank you for a gift we do not love? Share kind words to use.',
    'Role-play getting a surprise gift and saying thank you for the thought.',
    'Practice saying “Thank you for thinking of me” when a gift is a surprise.',
    'Practiquen decir “Gracias por acordarte de mí” cuando reciban un regalo sorpresa.',
  ),
  7: guideDay(
    'Show a jar and ask children what good things they could put in it, on a slip of paper.',
    'Start a class thank-you jar and add one good thing from today.',
    'Start a family thank-you jar and add one note each evening this week.',
    'Busquen un frasco para las gracias de la familia. Cada noche de esta semana, escriban o dibujen en un papelito algo que agradecen, y pónganlo adentro.',
  ),
  8: guideDay(
    'Ask how it feels when someone is kind to you, and how you could pass it on.',
    'Invite each child to do one kind thing for someone today, without being asked.',
    'Do one kind thing together for someone else this week, like giving a drawing or helping a neighbor.',
    'Esta semana, hagan juntos algo amable por otra persona, como regalar un dibujo o ayudar a un vecino.',
  ),
  9: guideDay(
    'Ask each child to name one friend and one thing that friend does well.',
    'At recess, tell a friend one thing you like about playing with them.',
    'Ask your child about a friend they are glad to have, and why.',
    'Pregúntele a su hijo o hija: “¿Qué amigo o amiga te alegra tener? ¿Por qué?”.',
  ),
  10: guideDay(
    'Put a hand on your heart and think of one person you are thankful for.',
    'Make a class “thankful heart” where every child adds one name or picture.',
    'Share who you are each thankful for, and tell them if you can.',
    'Cada uno dice a qué persona le quiere dar las gracias. Si pueden, díganselo a esa persona.',
  ),
};
