import type { CharacterCode } from './constants.js';

/** How content speaks of a character: by name or by this pronoun, never "it". */
export type Pronoun = 'he' | 'she' | 'they';

/** Who each character is: the name a child meets, the virtue they stand for, their pronoun and colour. */
export interface Character {
  code: CharacterCode;
  name: string;
  virtue: string;
  pronoun: Pronoun;
  /** one sentence a child hears when they meet the character */
  intro: string;
  colour: string;
}

const character = (code: CharacterCode, name: string, virtue: string, pronoun: Pronoun, intro: string, colour: string): Character => ({
  code,
  name,
  virtue,
  pronoun,
  intro,
  colour,
});

export const CHARACTERS: Record<CharacterCode, Character> = {
  RESPA: character('RESPA', 'Respa', 'Respect', 'he', 'Respa the bear treats everyone kindly, and listens with big round ears.', '#f97316'),
  INROCK: character('INROCK', 'Inrock', 'Inner strength', 'she', 'Inrock has a strong, calm rock inside that keeps her steady.', '#7c3aed'),
  COUR: character('COUR', 'Cour', 'Courage', 'she', 'Cour the fox tries new things, even when her tummy feels wobbly.', '#dc2626'),
  GRATI: character('GRATI', 'Grati', 'Gratitude', 'he', 'Grati the beetle says thank you for little things every day.', '#16a34a'),
  FAIHO: character('FAIHO', 'Faiho', 'Hope', 'she', 'Faiho the bird always looks for the rainbow after the rain.', '#0ea5e9'),
  ETMO: character('ETMO', 'Etmo', 'Empathy', 'he', 'Etmo the cat notices how friends feel and helps them feel better.', '#db2777'),
  MIMALIMA: character(
    'MIMALIMA',
    'Mimalima',
    'Mindfulness',
    'they',
    'Mimalima the star slows down to notice sounds, smells and breaths.',
    '#ca8a04',
  ),
  OHWELL: character(
    'OHWELL',
    'Ohwell',
    'Letting go',
    'he',
    'Ohwell the otter shrugs, smiles and tries again when things go wrong.',
    '#0d9488',
  ),
  WOTAR: character('WOTAR', 'Wotar', 'Teamwork', 'they', 'Wotar the robot knows that friends can build big things together.', '#4f46e5'),
  ENSUOT: character('ENSUOT', 'Ensuot', 'Enthusiasm', 'she', 'Ensuot the sun bug cheers "Let\'s go!" and gets everyone moving.', '#ea580c'),
  NOBO: character('NOBO', 'Nobo', 'Kindness', 'he', 'Nobo the sprout makes sure nobody is left out.', '#65a30d'),
  STRETLIT: character('STRETLIT', 'Stretlit', 'Growing', 'she', 'Stretlit the cat stretches a little further every day.', '#9333ea'),
  DEPUTIS: character('DEPUTIS', 'Deputis', 'Perseverance', 'he', 'Deputis the star keeps going, one small step at a time.', '#0284c7'),
  VALDEPA: character(
    'VALDEPA',
    'Valdepa',
    'Valuing differences',
    'she',
    'Valdepa the bug loves that every friend is different.',
    '#be123c',
  ),
  LASPRO: character(
    'LASPRO',
    'Laspro',
    'Responsibility',
    'he',
    'Laspro the frog keeps his promises and looks after his things.',
    '#059669',
  ),
};

export const characterOf = (code: string): Character | undefined => CHARACTERS[code.toUpperCase() as CharacterCode];
