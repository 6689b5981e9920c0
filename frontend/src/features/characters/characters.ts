import type { CharacterCode } from '@domain/constants';

/** How each character looks: its colours and which of the creature shapes it has. */
export interface CharacterLook {
  body: string;
  belly: string;
  shape: 'round' | 'tall' | 'star';
  ears: 'round' | 'pointy' | 'antenna';
}

export const CHARACTER_LOOKS: Record<CharacterCode, CharacterLook> = {
  RESPA: { body: '#f97316', belly: '#fed7aa', shape: 'round', ears: 'round' },
  INROCK: { body: '#7c3aed', belly: '#ddd6fe', shape: 'tall', ears: 'antenna' },
  COUR: { body: '#dc2626', belly: '#fecaca', shape: 'star', ears: 'pointy' },
  GRATI: { body: '#16a34a', belly: '#bbf7d0', shape: 'round', ears: 'antenna' },
  FAIHO: { body: '#0ea5e9', belly: '#bae6fd', shape: 'tall', ears: 'round' },
  ETMO: { body: '#db2777', belly: '#fbcfe8', shape: 'round', ears: 'pointy' },
  MIMALIMA: { body: '#ca8a04', belly: '#fef08a', shape: 'star', ears: 'round' },
  OHWELL: { body: '#0d9488', belly: '#99f6e4', shape: 'tall', ears: 'pointy' },
  WOTAR: { body: '#4f46e5', belly: '#c7d2fe', shape: 'round', ears: 'antenna' },
  ENSUOT: { body: '#ea580c', belly: '#ffedd5', shape: 'star', ears: 'antenna' },
  NOBO: { body: '#65a30d', belly: '#d9f99d', shape: 'tall', ears: 'round' },
  STRETLIT: { body: '#9333ea', belly: '#e9d5ff', shape: 'round', ears: 'pointy' },
  DEPUTIS: { body: '#0284c7', belly: '#e0f2fe', shape: 'star', ears: 'round' },
  VALDEPA: { body: '#be123c', belly: '#ffe4e6', shape: 'tall', ears: 'antenna' },
  LASPRO: { body: '#059669', belly: '#d1fae5', shape: 'round', ears: 'pointy' },
};

const FALLBACK: CharacterLook = { body: '#64748b', belly: '#e2e8f0', shape: 'round', ears: 'round' };

export const lookOf = (code: string): CharacterLook => CHARACTER_LOOKS[code.toUpperCase() as CharacterCode] ?? FALLBACK;

/** A character's name as a child reads it: RESPA becomes Respa. */
export const displayName = (code: string): string => code.charAt(0).toUpperCase() + code.slice(1).toLowerCase();
