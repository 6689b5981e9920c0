import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
