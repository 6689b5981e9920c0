import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_DEPENDENCIES, FUNCTIONS_BOUNDARIES } from '../../eslint.config.js';

/*
 * The back end's import rule (eslint.config.js, FEATURE_DEPENDENCIES; docs/architecture.md, "Layout") as ESLint holds
 * it: each import below is linted as if written in an existing file of that feature.
 */
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, FUNCTIONS_BOUNDARIES],
});
const boundaryProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
};

describe('the import boundaries of functions/', () => {
  it('let a feature use itself, common/, the tables, domain/ and the features it names', async () => {
    const code = [
      "import { FUNCTIONS } from '../routes.js';",
      "import { keys } from '../common/table.js';",
      "import { STUDENT_GRADE } from '@domain/constants.js';",
      "import { startRemoval } from './removal-mark.js';",
      "import { classesOf } from '../admins/class-scope.js';",
      'export const used = [FUNCTIONS, keys, STUDENT_GRADE, startRemoval, classesOf];',
    ].join('\n');
    expect(await boundaryProblems('functions/removal/removal-job.ts', code)).toEqual([]);
  });

  it('refuse common/ importing a feature', async () => {
    const code = "import { summariesOf } from '../summaries/summaries.js';\nexport const used = summariesOf;";
    expect(await boundaryProblems('functions/common/body.ts', code)).toHaveLength(1);
  });

  it('refuse a feature importing one it does not name', async () => {
    const code = "import { startRemoval } from '../removal/removal-mark.js';\nexport const used = startRemoval;";
    expect(await boundaryProblems('functions/settings/settings-repository.ts', code)).toHaveLength(1);
  });

  it("refuse importing another function's handler, even of a feature it may use", async () => {
    const code = "import { handler } from '../admins/admin-users.handler.js';\nexport const used = handler;";
    expect(await boundaryProblems('functions/cards/cards-repository.ts', code)).toHaveLength(1);
  });

  it('refuse functions/ importing the CDK app, the local cloud or the scripts', async () => {
    const code = "import { LAMBDA_ENVIRONMENT } from '../../infra/constructs/waw-function.js';\nexport const used = LAMBDA_ENVIRONMENT;";
    expect(await boundaryProblems('functions/modules/pages-repository.ts', code)).toHaveLength(1);
  });
});

describe('docs/architecture.md', () => {
  it('lists exactly the arrows between features that ESLint allows', () => {
    const page = readFileSync('docs/architecture.md', 'utf8');
    const table = page.slice(page.indexOf('| feature '), page.indexOf('\n\n', page.indexOf('| feature ')));
    const documented = Object.fromEntries(
      [...table.matchAll(/^\| `([a-z-]+)` +\| ([^|]+?) +\|$/gm)].map(([, feature, uses]) => [
        feature,
        (uses ?? '').replace(/\(.*\)/, '').trim() === '—'
          ? []
          : (uses ?? '')
              .replace(/\(.*\)/, '')
              .split(',')
              .map((used) => used.trim()),
      ]),
    );
    expect(documented).toEqual(FEATURE_DEPENDENCIES);
  });
});
