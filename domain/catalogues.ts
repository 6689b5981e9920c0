import type { Reward } from './schemas.js';

interface CatalogueEntry {
  readonly name: string;
  readonly price: number;
  readonly description: string;
}

const entry = (name: string, price: number, description: string): CatalogueEntry => ({ name, price, description });

const compass = entry('compass', 10, 'Always find your way home.');
const fireplace = entry('fireplace', 40, 'A warm place to share stories.');
const glasses = entry('glasses', 50, 'See every tiny detail.');
const hat = entry('hat', 4, 'A hat for sunny adventures.');
const mustache = entry('mustache', 2, 'A silly mustache for big smiles.');
const socks = entry('socks', 5, 'Cosy socks for happy feet.');
const suitcase = entry('suitcase', 100, 'Pack it for a grand trip.');
const tent = entry('tent', 200, 'Camp under the stars.');

/** The five reward catalogues of spec section 3 (name and price word for word). */
export const REWARD_CATALOGUES = {
  Default: [compass, fireplace, glasses, hat, mustache, socks, suitcase, tent],
  RESPA: [compass, fireplace, glasses, hat],
  INROCK: [mustache, socks, suitcase, tent],
  BRAVOS: [
    entry('crown', 75, 'A shiny crown for a brave heart.'),
    entry('guitar', 120, 'Strum your own song.'),
    entry('microphone', 60, 'Sing loud and proud.'),
    entry('sunglasses', 30, 'Cool shades for bright days.'),
  ],
  NEFTA: [
    entry('backpack', 45, 'Carry your treasures everywhere.'),
    entry('binoculars', 85, 'Spot birds far away.'),
    entry('map', 15, 'Plan your next adventure.'),
    entry('telescope', 150, 'Look up at the moon and stars.'),
  ],
} as const satisfies Record<string, readonly CatalogueEntry[]>;

export type CatalogueName = keyof typeof REWARD_CATALOGUES;

const isCatalogueName = (name: string): name is CatalogueName => Object.hasOwn(REWARD_CATALOGUES, name);

/** The set a module's shop sells: its own when it has one, Default for any other character. */
export const catalogueNameFor = (character: string): CatalogueName => {
  const upper = character.toUpperCase();
  return isCatalogueName(upper) ? upper : 'Default';
};

export const rewardImagePath = (id: string): string => `/images/rewards/${id}.svg`;

/** The shop's items for a character, all unacquired. */
export const rewardsFor = (character: string): Reward[] =>
  REWARD_CATALOGUES[catalogueNameFor(character)].map((item) => ({
    id: item.name,
    name: item.name,
    description: item.description,
    image: rewardImagePath(item.name),
    price: item.price,
    acquired: false,
  }));
