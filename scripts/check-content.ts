// `npm run content:check [CODE …]`: every problem in the programme's content, or nothing when it is fit for
// children (the same check npm test runs over all fifteen characters). `--table` prints the README's table of
// the competency each day serves.
import { CHARACTER_CODES, type CharacterCode } from '@domain/constants.js';
import { competencyTable, contentProblems } from '@domain/content/check.js';
import { PROGRAMMES } from '@domain/content/index.js';

const args = process.argv.slice(2);
if (args.includes('--table')) {
  // The README's table of the competency each day serves.
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
const problems = contentProblems(codes.map((code) => PROGRAMMES[code]));
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? `The content of ${codes.join(', ')} is fit for children.` : `${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
