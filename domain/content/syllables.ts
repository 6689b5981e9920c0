/**
 * How many syllables a word has when a child sings it, so the content check can hold a song's hyphens to the way
 * the word is said ("but-ter-fly", never "butt-erfly" or "butterfly" on one note). English spelling is not regular
 * enough for rules alone: the rules below get most words right, and WORDS lists the ones they get wrong. Some words
 * are sung two ways ("ev-ery" or "ev-er-y"), so a count is a set of the ways allowed.
 */

/** Words the rules count wrong, and words sung two ways, with every count allowed. */
const WORDS: Readonly<Record<string, readonly number[]>> = {
  every: [2, 3],
  everyone: [3, 4],
  everything: [3, 4],
  everywhere: [3, 4],
  everybody: [4, 5],
  different: [2, 3],
  difference: [2, 3],
  family: [2, 3],
  families: [2, 3],
  favorite: [2, 3],
  chocolate: [2, 3],
  interesting: [3, 4],
  vegetables: [3, 4],
  camera: [2, 3],
  several: [2, 3],
  fire: [1, 2],
  tired: [1, 2],
  hour: [1, 2],
  hours: [1, 2],
  flower: [1, 2],
  flowers: [1, 2],
  power: [1, 2],
  shower: [1, 2],
  our: [1, 2],
  ours: [1, 2],
  being: [2],
  lion: [2],
  quiet: [2],
  quietly: [3],
  idea: [3],
  ideas: [3],
  poem: [2],
  poems: [2],
  area: [3],
  create: [2],
  created: [3],
  science: [2],
  giant: [2],
  diary: [3],
  piano: [3],
  video: [3],
  radio: [3],
  violin: [3],
  curious: [3],
  serious: [3],
  beyond: [2],
  crayon: [2],
  crayons: [2],
  rhythm: [2],
  real: [1, 2],
  really: [2, 3],
  cruel: [1, 2],
  fuel: [1, 2],
  naive: [2],
  react: [2],
  happier: [3],
  easier: [3],
  reason: [2],
  ocean: [2],
  evening: [2, 3],
  Mimalima: [4],
  Luis: [2],
  Ensuot: [2, 3],
  Faiho: [2, 3],
};

const LISTED = new Map(Object.entries(WORDS).map(([word, counts]) => [word.toLowerCase(), counts]));

/** Endings that are syllables of their own, after a stem whose silent e stays silent (lone-ly, some-thing). */
const SUFFIXES = ['thing', 'things', 'times', 'where', 'body', 'one', 'ones', 'ful', 'fully', 'less', 'ness', 'ment', 'ments', 'ly'];

const VOWELS = /[aeiouy]+/g;

/** The rules alone: vowel groups (y a vowel except first), less a silent final e, -es or -ed. */
const byRules = (word: string): number => {
  const groups = (word.replace(/^y/, '').match(VOWELS) ?? []).length;
  if (groups <= 1) return Math.max(1, groups);
  // A final e (and an -es, -ed) is silent after a consonant: make, makes, jumped, but not -le (lit-tle, bub-bles,
  // gig-gled), -ted/-ded (want-ed), or -es after a hissing sound (wish-es, fa-ces, chang-es).
  const silent =
    (/[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word)) ||
    (/[^aeiouy]es$/.test(word) && !/([^aeiouyl]l|[sxz]|ch|sh|[cg])es$/.test(word)) ||
    (/[^aeiouy]ed$/.test(word) && !/([^aeiouyl]l|[td])ed$/.test(word));
  return silent ? groups - 1 : groups;
};

/** The counts a lower-case word of letters may be sung with. */
const countsOf = (word: string): number[] => {
  const listed = LISTED.get(word);
  if (listed) return [...listed];
  for (const suffix of SUFFIXES) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && stem.length >= 2 && /[aeiouy]/.test(stem)) {
      const tail = byRules(suffix);
      return countsOf(stem).map((count) => count + tail);
    }
  }
  // -ing is always a syllable of its own (go-ing, play-ing, be-ing), after a stem with a vowel (not "sing").
  const stem = word.slice(0, -3);
  if (word.endsWith('ing') && /[aeiouy]/.test(stem)) return countsOf(stem).map((count) => count + 1);
  return [byRules(word)];
};

/**
 * The syllable counts a word may be sung with (usually one), from the word as written: case, punctuation and
 * apostrophes ("don't", "Cour's") do not count. A word with no letter (a number) has none: it cannot be judged.
 */
export const syllableCounts = (written: string): ReadonlySet<number> => {
  const word = written
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^a-z]/g, '');
  return new Set(word === '' ? [] : countsOf(word));
};
