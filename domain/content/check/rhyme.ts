/**
 * Whether two words rhyme, by sound, well enough for a children's song: each word's rhyme key is its last vowel
 * sound and what follows it, read from its spelling (bold/cold "old", day/play "ay"), with a list for the words
 * whose spelling hides their sound (they, weigh, through, two, heart).
 */
const SOUNDS: Readonly<Record<string, readonly string[]>> = {
  oo: [
    'do',
    'to',
    'too',
    'two',
    'who',
    'you',
    'through',
    'blue',
    'true',
    'new',
    'knew',
    'grew',
    'flew',
    'few',
    'shoe',
    'glue',
    'clue',
    'crew',
    'view',
    'zoo',
    'boo',
    'moo',
    'threw',
    'chew',
  ],
  ee: ['me', 'be', 'see', 'tree', 'we', 'he', 'she', 'free', 'three', 'key', 'sea', 'tea', 'agree', 'knee', 'bee', 'glee', 'flea', 'pea'],
  ay: [
    'day',
    'say',
    'they',
    'weigh',
    'play',
    'way',
    'okay',
    'stay',
    'away',
    'hey',
    'gray',
    'grey',
    'obey',
    'today',
    'may',
    'pray',
    'sleigh',
    'neigh',
    'eight',
  ],
  oh: [
    'go',
    'so',
    'no',
    'know',
    'grow',
    'slow',
    'show',
    'though',
    'low',
    'snow',
    'glow',
    'toe',
    'flow',
    'blow',
    'throw',
    'row',
    'below',
    'hello',
    'oh',
    'sew',
  ],
  eye: [
    'my',
    'fly',
    'try',
    'cry',
    'sky',
    'why',
    'high',
    'eye',
    'bye',
    'hi',
    'i',
    'goodbye',
    'by',
    'shy',
    'sigh',
    'die',
    'lie',
    'pie',
    'tie',
    'buy',
    'guy',
  ],
  un: ['one', 'done', 'none', 'fun', 'sun', 'run', 'won', 'begun', 'someone', 'everyone'],
  um: ['come', 'some', 'drum', 'hum', 'thumb', 'crumb', 'become'],
  uv: ['love', 'of', 'above', 'glove', 'dove'],
  ed: ['said', 'red', 'bed', 'head', 'bread', 'fed', 'led', 'instead', 'spread', 'ahead'],
  end: ['friend', 'end', 'bend', 'send', 'lend', 'mend', 'pretend', 'spend'],
  art: ['heart', 'start', 'part', 'art', 'smart', 'apart', 'cart'],
  air: [
    'care',
    'there',
    'where',
    'air',
    'bear',
    'share',
    'chair',
    'pair',
    'fair',
    'hair',
    'stair',
    'wear',
    'their',
    'square',
    'aware',
    'prepare',
    'compare',
    'dare',
    'scare',
  ],
  eer: ['here', 'near', 'ear', 'hear', 'clear', 'year', 'cheer', 'dear', 'fear', 'tear', 'appear', 'steer', 'deer'],
  or: [
    'more',
    'door',
    'floor',
    'four',
    'for',
    'or',
    'store',
    'your',
    'before',
    'sure',
    'pour',
    'roar',
    'score',
    'shore',
    'explore',
    'sore',
    'war',
    'core',
    'chore',
  ],
  ur: ['her', 'fur', 'stir', 'sir', 'were', 'blur', 'purr', 'occur', 'prefer'],
  ite: [
    'night',
    'light',
    'bright',
    'right',
    'kite',
    'white',
    'bite',
    'quite',
    'might',
    'tight',
    'fight',
    'sight',
    'write',
    'invite',
    'polite',
    'excite',
    'height',
  ],
  ine: ['fine', 'mine', 'line', 'shine', 'nine', 'sign', 'design'],
  ole: ['whole', 'hole', 'goal', 'role', 'bowl', 'soul', 'roll', 'control', 'stroll'],
  old: ['old', 'bold', 'cold', 'told', 'hold', 'gold', 'fold', 'rolled', 'controlled'],
  own: ['own', 'grown', 'shown', 'known', 'alone', 'phone', 'stone', 'tone', 'bone', 'zone', 'thrown', 'blown'],
  ound: ['sound', 'around', 'ground', 'found', 'round'],
  aun: ['down', 'town', 'crown', 'frown', 'brown', 'clown', 'now'],
  ain: ['again', 'rain', 'train', 'brain', 'pain', 'plain', 'chain', 'explain'],
  en: ['again', 'then', 'when', 'ten', 'pen', 'men', 'friend'],
  is: ['is', 'his', 'fizz', 'quiz', 'whiz'],
  ize: [
    'prize',
    'size',
    'eyes',
    'surprise',
    'wise',
    'rise',
    'cries',
    'tries',
    'skies',
    'flies',
    'lies',
    'ties',
    'sighs',
    'guys',
    'buys',
    'arise',
  ],
  eez: [
    'bees',
    'these',
    'please',
    'trees',
    'knees',
    'breeze',
    'freeze',
    'cheese',
    'sees',
    'ease',
    'tease',
    'peas',
    'keys',
    'seas',
    'fleas',
  ],
  ar: ['are', 'car', 'far', 'star', 'jar', 'bar', 'guitar', 'scar', 'afar'],
  ake: ['break', 'steak', 'take', 'make', 'lake', 'wake', 'cake', 'shake', 'bake', 'mistake'],
};

/** Each listed word's sounds: a few are said two ways (again: "agen" or "agane"). */
const LISTED = new Map<string, string[]>();
for (const [sound, words] of Object.entries(SOUNDS)) for (const word of words) LISTED.set(word, [...(LISTED.get(word) ?? []), sound]);

/** The word as letters, lower case. */
const letters = (word: string): string =>
  word
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^a-z]/g, '');

/** Spellings of one sound at the end of a key: neat/sweet, box/socks, first/worst, turn/learn. */
const SAME_SOUND: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(ir|ur|er|ear)(?=[^aeiouy]|$)/, 'ur'],
  [/^(ea|ee|ie)(?=[^aeiouy])/, 'ee'],
  [/cks$|ks$|x$/, 'x'],
  [/ck$/, 'k'],
  [/([^aeiouy])\1$/, '$1'],
];

/** An open ending (no consonant after the vowel) by its sound: tippytoe/go, flew/two, tie/my. */
const OPEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(o|oe|ow)$/, 'oh'],
  [/^(ee|ea|e|ey|y)$/, 'ee'],
  [/^(ay|ai|ey|eigh)$/, 'ay'],
  [/^(oo|ue|ew|u|ou)$/, 'oo'],
  [/^(ie|igh|ye|uy)$/, 'eye'],
];

/** A word's rhyme key from its spelling alone: its last vowel (with a silent e) and what follows, by sound. */
const spelledKey = (plain: string): string => {
  // u after q is a consonant (quit/it); a y before a vowel at the start too (yet/get).
  const word = plain.replace(/qu/g, 'kw').replace(/^y(?=[aeiou])/, '');
  const magicE = /([aeiouy]+[^aeiouy]+e)$/.exec(word);
  const last = magicE ?? /([aeiouy]+[^aeiouy]*)$/.exec(word);
  // A final -y after a consonant sounds as ee (happy, me); a vowel y inside a word as i (rhyme, time).
  if (/[^aeiouy]y$/.test(word) && word.length > 3) return 'ee';
  let key = (last?.[1] ?? word).replace(/^y(?=[^aeiouy])/, 'i');
  const open = OPEN.find(([spelling]) => spelling.test(key));
  if (open) return open[1];
  if (/w(or)[^aeiouy]/.test(word) && key.startsWith('or')) key = key.replace(/^or/, 'ur');
  for (const [spelling, sound] of SAME_SOUND) key = key.replace(spelling, sound);
  return key;
};

/** A word's rhyme keys: its listed sounds, a listed word it ends with, or its spelled key. */
export const rhymeKeys = (word: string): string[] => {
  const plain = letters(word);
  const listed = LISTED.get(plain);
  if (listed) return listed;
  // An ending -s, -ed or -ing rhymes as its word does (days/ways, played/stayed, going/showing).
  for (const [ending, sounded] of [
    ['s', 's'],
    ['es', 's'],
    ['ed', 'ed'],
    ['d', 'ed'],
    ['ing', 'ing'],
  ] as const) {
    const bare = plain.slice(0, -ending.length);
    // A bare -d only after an e: tie-d, not hi-d.
    if (!plain.endsWith(ending) || bare.length < 2 || (ending === 'd' && !bare.endsWith('e'))) continue;
    const sounds = LISTED.get(bare) ?? (ending === 'ing' ? [spelledKey(bare)] : undefined);
    if (sounds) return sounds.map((sound) => `${sound}+${sounded}`);
  }
  // A word ending in a listed word of three letters or more rhymes as it does (everywhere/share, anymore/door).
  for (let start = 1; start <= plain.length - 3; start += 1) {
    const tail = LISTED.get(plain.slice(start));
    if (tail) return tail;
  }
  return [spelledKey(plain)];
};

/** Whether two words rhyme: they share a key. */
export const rhymes = (a: string, b: string): boolean => {
  const keys = rhymeKeys(b);
  return rhymeKeys(a).some((key) => keys.includes(key));
};
