// `npm run content:check [CODE …]`: every problem in the programme's content, or nothing when it is fit for
// children (the same check npm test runs over all fifteen characters), then per programme how a blind guesser
// and a guesser of the answers' words (on practice and on tests apart) do against chance, the share of three-answer
// questions and how often the right answer is the longest label.
// `--table` prints the table docs/content.md keeps of the competency each day serves.
import { CHARACTER_CODES, type CharacterCode } from '@domain/constants.js';
import { competencyTable, contentProblems, guesserScores, wordingScores } from '@domain/content/check.js';
import { longestRightShare, threeAnswerShare } from '@domain/content/check/answers.js';
import { programmeQuestions } from '@domain/content/check/text.js';
import { PROGRAMMES } from '@domain/content/index.js';

const args = process.argv.slice(2);
if (args.includes('--table')) {
  // The table docs/content.md keeps of the competency each day serves.
  console.log(competencyTable(Object.values(PROGRAMMES)));
  process.exit(0);
}
const asked = args.map((code) => code.toUpperCase());
const unknown = asked.filter((code) => !(CHARACTER_CODES as readonly string[]).includes(code));
if (unknown.length > 0) {
  console.error(`Not a character code: ${unknown.join(', ')}`);
  process.exit(2);
}
const codes = (asked.length > 0 ? asked : CHARACTER_CODES) as CharacterCode[];
const problems = contentProblems(
  codes.map((code) => PROGRAMMES[code]),
  Object.values(PROGRAMMES),
);
for (const problem of problems) console.log(problem);

// The guesser always learns from all the other programmes, also when only some are checked.
const scores = guesserScores(Object.values(PROGRAMMES));
const wording = wordingScores(Object.values(PROGRAMMES));
const percent = (share: number) => `${Math.round(share * 100)}%`.padStart(4);
console.log('\n            pictures guesser             words guesser');
console.log('programme   all (chance)   test (chance)   practice (chance)   test (chance)   three answers   right is longest');
for (const code of codes) {
  const score = scores.find((result) => result.character === code)!;
  const words = wording.find((result) => result.character === code)!;
  const questions = programmeQuestions(PROGRAMMES[code]).map(({ question }) => question);
  console.log(
    `${code.padEnd(10)}  ${percent(score.score)} (${percent(score.chance)})    ${percent(score.testScore)} (${percent(score.testChance)})     ` +
      `${percent(words.practice)} (${percent(words.practiceChance)})         ${percent(words.test)} (${percent(words.testChance)})     ` +
      `${percent(threeAnswerShare(questions))}            ${percent(longestRightShare(questions))}`,
  );
}
console.log(problems.length === 0 ? `\nThe content of ${codes.join(', ')} is fit for children.` : `\n${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
