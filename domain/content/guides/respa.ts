import { guideDay, type ProgrammeGuide } from './types.js';

/** RESPA (respect): a warm-up, a class follow-up and a home idea for each day's theme. */
export const RESPA: ProgrammeGuide = {
  1: guideDay(
    'Sit in a circle and pass a wave around. Each child says the next child’s name with a smile.',
    'At lunch today, notice someone who is alone and invite them to sit with you.',
    'Greet each other by name at breakfast tomorrow, with a smile and a wave.',
    'Mañana en el desayuno, salúdense por su nombre con una sonrisa y moviendo la mano.',
  ),
  2: guideDay(
    'Play “pass the whisper” with one short sentence. Ask what helped them hear it.',
    'In pairs, one child tells about their weekend while the other listens, then says back one thing they heard.',
    'At dinner, take turns telling one thing about your day while everyone else just listens.',
    'En la cena, cada persona cuenta algo de su día, por turnos. Los demás solo escuchan.',
  ),
  3: guideDay(
    'Ask each child to say one kind word to the child beside them.',
    'Keep a “kind words” list on the board and add each kind word you hear today.',
    'Leave a kind note for someone in the family, like “Thank you for helping me.”',
    'Dejen una notita amable para alguien de la familia, por ejemplo: “Gracias por ayudarme”.',
  ),
  4: guideDay(
    'Roll a ball around the circle; only the child holding it may talk.',
    'Play a short board game in small groups and cheer when someone waits for their turn.',
    'Play a game that needs turns, like cards or catch, and say “your turn” out loud.',
    'Jueguen algo por turnos, como cartas o tirar la pelota, y digan en voz alta: “Te toca a ti”.',
  ),
  5: guideDay(
    'Everyone stretches their arms out wide to feel their own space bubble, then steps back to give room.',
    'Before lining up, ask children to check their bubble and the bubble of the child in front.',
    'Talk about when you like a hug and when you like some space, and ask before you hug.',
    'Hablen de cuándo les gusta un abrazo y cuándo prefieren un poco de espacio. Pregunten antes de abrazar.',
  ),
  6: guideDay(
    'Play “please and thank you”: pass a toy around, asking “please” and answering “thank you.”',
    'During snack time, notice and name each please and thank you you hear.',
    'Count together how many times you hear “please” and “thank you” at home tonight.',
    'Esta noche, cuenten juntos cuántas veces oyen “por favor” y “gracias” en casa.',
  ),
  7: guideDay(
    'Ask children to stand up if they like rain, then if they like sunshine. Notice how different we are.',
    'In pairs, children find one way they are the same and one way they are different.',
    'Share a food, song or story from your family and ask what your child would like to share at school.',
    'Compartan una comida, una canción o un cuento de su familia. Pregúntele a su hijo o hija qué le gustaría compartir en la escuela.',
  ),
  8: guideDay(
    'Pass around a book and show how to turn its pages gently.',
    'Give the class two minutes to tidy one shared area, and thank them for the care.',
    'Choose one toy or book together and find it a safe place to live.',
    'Escojan juntos un juguete o un libro y búsquenle un lugar seguro donde guardarlo siempre.',
  ),
  9: guideDay(
    'Close your eyes and listen for one sound from outside. Share what you heard.',
    'On a walk or at recess, look at a plant or bug without touching it.',
    'Take a short walk and pick up one piece of trash together, then wash your hands.',
    'Den un paseo corto y recojan juntos un pedazo de basura. Después, lávense las manos.',
  ),
  10: guideDay(
    'Each child puts a hand on their heart and says one thing they like about themselves.',
    'Make a class “I am good at” wall where every child adds one thing.',
    'Ask your child what they like about themselves, and tell them one thing you like too.',
    'Pregúntele a su hijo o hija: “¿Qué te gusta de ti?”. Después, dígale algo que a usted le gusta de su forma de ser.',
  ),
};
