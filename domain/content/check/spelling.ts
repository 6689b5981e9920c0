import type { ProgrammeContent } from '../build.js';
import { programmeTexts } from './text.js';

/**
 * One spelling, American English. Each British form with what to write instead; a word is matched whole, with
 * its endings (colours, practised, mums).
 */
export const BRITISH_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(colour|favour|neighbour|behaviour|honour|humour|flavour|harbour|labour|rumour|armour|odour|savour)\w*/i,
    'the -or spelling (color, favorite, neighbor, behavior)',
  ],
  [
    /\b(real|organ|recogn|apolog|memor|critic|sympath|emphas|priorit|categor|summar|visual|energ|agon|personal|familiar|special)is(e|es|ed|ing|ation|ations)\b/i,
    'the -ize spelling (realize, organize)',
  ],
  [/\bpractis(e|es|ed|ing)\b/i, 'practice'],
  [/\b(mum|mums|mummy|mummies)\b/i, 'mom'],
  [/\brubbish\b/i, 'trash'],
  [/\bplasters?\b/i, 'bandage'],
  [/\bmaths\b/i, 'math'],
  [/\bsums\b/i, 'math problems'],
  [/\b(cosy|cosier|cosiest)\b/i, 'cozy'],
  [/\bgrey\w*/i, 'gray'],
  [/\b(centre|centres|theatre|theatres|metre|metres|litre|litres)\b/i, 'center, theater, meter, liter'],
  [/\bqueu(e|es|ed|ing)\b/i, 'line'],
  [/\btrainers\b/i, 'sneakers'],
  [/\bjumpers?\b/i, 'sweater'],
  [/\bbiscuits?\b/i, 'cookie'],
  [/\bpavements?\b/i, 'sidewalk'],
  [/\bamber\b/i, 'yellow'],
  [/\b(lay|lays|laying|laid) the table\b/i, 'set the table'],
  [/(?<!potato-)\bsack race\b/i, 'potato-sack race'],
  [/\bprogrammes?\b/i, 'program'],
  [/\b(rubbers?)\b/i, 'eraser'],
  [/\btorch(es)?\b/i, 'flashlight'],
  [/\b(sweets)\b/i, 'candy'],
  [/\b(learnt|spelt|dreamt|burnt|spoilt)\b/i, 'learned, spelled, dreamed, burned, spoiled'],
  [/\b(whilst|amongst)\b/i, 'while, among'],
  [/\b(travell|cancell|labell|modell|fuell)(ed|ing|er|ers)\b/i, 'one l (traveled, canceled, labeled)'],
  [/\bjewellery\b/i, 'jewelry'],
  [/\b(tyre|tyres|kerb|kerbs|aeroplane|aeroplanes|lorry|lorries|nappy|nappies|crisps|fortnight)\b/i, 'the American word'],
  [/\bfull stop\b/i, 'period'],
  [/\bticks?\b(?= (off|next|beside|on the list))/i, 'check mark'],
];

/** Every British form in a programme's texts. */
export const spellingProblems = (programme: ProgrammeContent): string[] =>
  programmeTexts(programme).flatMap(({ where, text }) =>
    BRITISH_FORMS.flatMap(([form, american]) =>
      [...text.matchAll(new RegExp(form.source, 'gi'))].map(([found]) => `${where}: "${found}" is British English; write ${american}`),
    ),
  );
