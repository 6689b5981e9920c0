import type { CharacterCode } from '../../constants.js';
import type { FeelingsWord } from '../feelings.js';

/**
 * What a Spanish home note says around the day's own words. The child plays in English, so the note keeps the game's
 * English names (titles, cards, the feelings word) and adds the Spanish a parent uses at home.
 */

/** Each character's virtue as a Spanish note names it: alone on the class line, and with its article in a sentence. */
export const VIRTUES_ES: Record<CharacterCode, { name: string; inSentence: string }> = {
  RESPA: { name: 'Respeto', inSentence: 'el respeto' },
  INROCK: { name: 'Fuerza interior', inSentence: 'la fuerza interior' },
  COUR: { name: 'Valentía', inSentence: 'la valentía' },
  GRATI: { name: 'Gratitud', inSentence: 'la gratitud' },
  FAIHO: { name: 'Esperanza', inSentence: 'la esperanza' },
  ETMO: { name: 'Empatía', inSentence: 'la empatía: ponerse en el lugar del otro' },
  MIMALIMA: { name: 'Atención plena', inSentence: 'la atención plena: darse cuenta del momento presente' },
  OHWELL: { name: 'Dejar ir', inSentence: 'saber dejar ir lo que no se puede cambiar' },
  WOTAR: { name: 'Trabajo en equipo', inSentence: 'el trabajo en equipo' },
  ENSUOT: { name: 'Entusiasmo', inSentence: 'el entusiasmo' },
  NOBO: { name: 'Bondad', inSentence: 'la bondad' },
  STRETLIT: { name: 'Crecer', inSentence: 'crecer y aprender poco a poco' },
  DEPUTIS: { name: 'Perseverancia', inSentence: 'la perseverancia: no rendirse' },
  VALDEPA: { name: 'Valorar las diferencias', inSentence: 'valorar lo que nos hace diferentes' },
  LASPRO: { name: 'Responsabilidad', inSentence: 'la responsabilidad' },
};

/**
 * Each feelings word as the feeling's noun, so a parent can ask "¿Cuándo sentiste …?" of a girl or a boy alike
 * (an adjective would have to choose: nervioso or nerviosa).
 */
export const FEELINGS_ES: Record<FeelingsWord, string> = {
  bored: 'aburrimiento',
  calm: 'calma',
  confident: 'confianza',
  happy: 'alegría',
  inspired: 'inspiración',
  mad: 'enojo',
  nervous: 'nervios',
  sad: 'tristeza',
  scared: 'miedo',
  worried: 'preocupación',
  proud: 'orgullo',
  excited: 'emoción',
  frustrated: 'frustración',
  disappointed: 'desilusión',
  lonely: 'soledad',
  jealous: 'celos',
  embarrassed: 'vergüenza',
  grateful: 'agradecimiento',
  hopeful: 'esperanza',
  curious: 'curiosidad',
  surprised: 'sorpresa',
  tired: 'cansancio',
  upset: 'disgusto',
  angry: 'mucho enojo',
};
