import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What each back-end feature (a folder of functions/) may import besides itself, common/, the tables at the top of
 * functions/ and domain/: a new arrow here is a decision about the design, made in review, not by an import that
 * happened to compile (docs/architecture.md, "Layout"). Nothing imports a handler (`*.handler.ts`): a feature is
 * reached through its repositories and jobs. common/ imports only itself and domain/.
 */
export const FEATURE_DEPENDENCIES = {
  'sign-in': ['cards', 'settings'],
  modules: ['admins', 'narration', 'summaries'],
  recordings: [],
  settings: [],
  rosters: ['admins', 'modules', 'removal', 'school-deletion', 'sign-in', 'summaries'],
  cards: ['admins'],
  removal: ['admins', 'rosters', 'school-deletion', 'sign-in', 'summaries'],
  export: ['admins', 'removal', 'summaries'],
  'school-deletion': ['admins', 'removal'],
  admins: ['school-deletion'],
  summaries: ['admins', 'modules', 'removal', 'rosters', 'sign-in'],
  narration: [],
};

const featureRules = Object.entries(FEATURE_DEPENDENCIES).map(([name, uses]) => ({
  from: { element: { type: 'feature', captured: { feature: name } } },
  allow: {
    to: [
      { element: { type: 'feature', captured: { feature: name } } },
      ...uses.map((used) => ({ element: { type: 'feature', captured: { feature: used } } })),
    ],
  },
}));

/** The rule above as an ESLint config block, exported so a test can lint imports against it alone. */
export const FUNCTIONS_BOUNDARIES = {
  files: ['functions/**/*.{ts,mts}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
    'boundaries/files': [{ category: 'handler', pattern: 'functions/*/*.handler.ts' }],
    'boundaries/elements': [
      { type: 'common', pattern: 'functions/common' },
      { type: 'feature', pattern: 'functions/*', capture: ['feature'] },
      // routes.ts, table-access.ts and identity-pool-access.ts: the tables the CDK app and the local cloud read too.
      { type: 'tables', pattern: 'functions' },
      { type: 'domain', pattern: 'domain' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'common' } }, allow: { to: [{ element: { type: 'common' } }, { element: { type: 'domain' } }] } },
          { from: { element: { type: 'tables' } }, allow: { to: [{ element: { type: 'tables' } }] } },
          // Every feature and handler may use what all share: common/, the tables and the game's rules.
          {
            from: { element: { type: 'feature' } },
            allow: { to: [{ element: { type: 'common' } }, { element: { type: 'tables' } }, { element: { type: 'domain' } }] },
          },
          ...featureRules,
          // A feature is reached through its repositories and jobs, never through another function's handler.
          { disallow: { to: { file: { categories: 'handler' } } } },
        ],
      },
    ],
    'boundaries/no-unknown-dependencies': 'error',
  },
};

const CLOCK_MESSAGE = 'Read the time from functions/common/clock.ts (clock.now(), clock.nowIso()…), the clock tests can move.';

/** The back end reads the time from its one clock, which the local cloud and the tests can move forward. */
export const FUNCTIONS_CLOCK = {
  files: ['functions/**/*.{ts,mts}'],
  ignores: ['functions/common/clock.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: CLOCK_MESSAGE },
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
    ],
  },
};

const CLIMBING = { regex: '^(\\.\\./){3,}', message: 'Use an alias such as @domain/ instead of climbing three or more folders.' };

export default tseslint.config(
  { ignores: ['frontend/dist', 'cdk.out', 'coverage', '.local', '.test-artifacts', 'media'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // An async function that implements a Promise-returning interface (Amplify's storage, SDK mocks, local AWS
      // operations) needs no await; satisfying the rule would only add Promise.resolve noise.
      '@typescript-eslint/require-await': 'off',
      // `const { [key]: _, ...rest } = object` is how we drop a key without mutating.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // domain/ is imported as @domain/…; no import climbs more than two folders.
      'no-restricted-imports': ['error', { patterns: [CLIMBING] }],
    },
  },
  FUNCTIONS_BOUNDARIES,
  FUNCTIONS_CLOCK,
  {
    files: ['frontend/**/*.{ts,tsx}', 'test/frontend/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.flat.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    // Tests read JSON and use vitest's asymmetric matchers (expect.any), which are `any` by design.
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['frontend/src/features/photos/photos-page.tsx'],
    // A child's own recording of themselves has no captions to give.
    rules: { 'jsx-a11y/media-has-caption': 'off' },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
