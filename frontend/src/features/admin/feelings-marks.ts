import type { Emotion } from '@domain/constants';

/**
 * One character per feeling, for places with many children on one screen: a face drawing per day per child would
 * be thousands of elements on a class of 30, where a character is one text node.
 */
export const FEELING_MARKS: Record<Emotion, string> = {
  bored: '🥱',
  calm: '😌',
  confident: '😎',
  happy: '😊',
  inspired: '🤩',
  mad: '😠',
  nervous: '😬',
  sad: '😢',
};

export const feelingMark = (feeling: Emotion | ''): string => (feeling ? FEELING_MARKS[feeling] : '·');
