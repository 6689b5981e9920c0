import { CHARACTERS } from '../../characters.js';
import type { ProgrammeContent } from '../build.js';
import { hasWord, programmeTexts, sentencesOf } from './text.js';

/**
 * Sentences that name the character and say "it" of a thing, word for word. Kept short on purpose: writers
 * rephrase rather than add here.
 */
export const IT_FOR_A_THING: ReadonlySet<string> = new Set<string>([]);

const IT = /\b(it|its|itself)\b/i;
const ITS = /\b(its|itself)\b/i;

/**
 * A character is "he", "she" or "they", never "it". "Its"/"itself" is refused anywhere in the programme (it is
 * almost always the character), and "it" in any sentence that names the character.
 */
export const pronounProblems = (programme: ProgrammeContent): string[] => {
  const { name, pronoun } = CHARACTERS[programme.character];
  return programmeTexts(programme).flatMap(({ where, text }) =>
    sentencesOf(text)
      .filter((sentence) => !IT_FOR_A_THING.has(sentence))
      // The routine's own name, "Stop, breathe, name it.", says "it" of a feeling.
      .filter((sentence) => {
        // Nor is an "It is ..." or "It rains" that opens a sentence ever the character.
        const spoken = sentence.replace(/\bname it\b/gi, '').replace(/^it(['\u2019]s| is| was| rains| snows)\b/i, '');
        return ITS.test(spoken) || (hasWord(spoken, name) && IT.test(spoken));
      })
      .map((sentence) => `${where}: "${sentence}" may call ${name} "it"; ${name} is "${pronoun}"`),
  );
};
