import { guideDay, type ProgrammeGuide } from './types.js';

/** MIMALIMA (mindfulness): a warm-up, a class follow-up and a home idea for each day's theme. */
export const MIMALIMA: ProgrammeGuide = {
  1: guideDay(
    'Sit still for thirty seconds and notice one thing you see, one you hear and one you feel.',
    'Before lunch, stop for one quiet minute and notice what is around you.',
    'On the way home, each name one thing you see, hear and smell.',
    'De camino a casa, cada uno dice una cosa que ve, una que oye y una que huele.',
  ),
  2: guideDay(
    'Practice Stop, breathe, name it together: freeze, breathe slowly three times, then say the feeling.',
    'After recess, do Stop, breathe, name it as a class to settle in.',
    'Before bed, do Stop, breathe, name it together and each say one feeling.',
    'Antes de dormir, hagan juntos “Stop, breathe, name it” (parar, respirar y decir lo que sienten). Luego cada uno dice un sentimiento.',
  ),
  3: guideDay(
    'Close your eyes for one minute and count the sounds you hear.',
    'During quiet work, pause and ask children to name one sound they notice.',
    'Lie still together for one minute and count all the sounds you hear.',
    'Acuéstense juntos sin moverse durante un minuto y cuenten todos los sonidos que oyen.',
  ),
  4: guideDay(
    'Pass around something with a smell, like an orange peel, and describe it in one word.',
    'At snack time, notice the smell and color of the food before the first bite.',
    'At a meal, each take one slow bite and describe the taste and smell.',
    'En una comida, cada uno come un bocado despacio y dice a qué sabe y a qué huele.',
  ),
  5: guideDay(
    'Practice standing in line with quiet feet and slow breaths for thirty seconds.',
    'While waiting in line today, invite children to notice their feet on the floor.',
    'When you wait in line together, notice five things around you.',
    'Cuando esperen juntos en una fila, fíjense en cinco cosas que hay a su alrededor.',
  ),
  6: guideDay(
    'Lie back and imagine thoughts as clouds floating past. Watch one float away.',
    'When the class feels busy, pause for a “cloud minute” of quiet watching.',
    'Watch real clouds together and talk about how thoughts come and go too.',
    'Miren juntos las nubes. Hablen de cómo los pensamientos también llegan y se van, como las nubes.',
  ),
  7: guideDay(
    'Practice a pause: Stop, breathe, name it, then choose what to do.',
    'Before answering a question today, invite children to pause for one breath.',
    'Before a reply in a hard moment, pause for one breath together.',
    'En un momento difícil, antes de contestar, hagan juntos una pausa para respirar una vez.',
  ),
  8: guideDay(
    'Listen to one story with ears and mind. Hands may hold a fidget toy.',
    'In pairs, one child talks for thirty seconds; the other listens, then says back one thing they heard.',
    'Listen to your child’s story with your phone away, then tell them one thing you heard.',
    'Cuando su hijo o hija le cuente algo, guarde el teléfono y escuche. Luego dígale una cosa que usted oyó.',
  ),
  9: guideDay(
    'Close your eyes and send a kind wish to someone: “I hope you have a good day.”',
    'Invite each child to send a quiet kind wish to a classmate.',
    'At bedtime, make one kind wish together for someone you love.',
    'A la hora de dormir, pidan juntos un deseo bonito para alguien que quieren.',
  ),
  10: guideDay(
    'Ask children which calm tool they like best: Stop, breathe, name it, listening for sounds or watching thoughts float.',
    'Make a class “calm corner” list of the tools children chose.',
    'Ask your child to teach you their favorite calm tool, and use it together.',
    'Pídale a su hijo o hija que le enseñe su manera favorita de calmarse, y úsenla juntos.',
  ),
};
