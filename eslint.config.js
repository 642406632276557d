import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import local from './scripts/eslint-import-direction.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public-mock/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'contracts/pacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // domain <- api <- machines <- views; mock-server -> domain, api schemas; no test data in
    // production; no slice imports another slice's components or machines; every file type that can
    // import (scripts/eslint-import-direction.js).
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { local },
    rules: { 'local/import-direction': 'error' },
  },
  {
    // Every root actor of the app is inspected (issue 23, ADR 0020): it is started through
    // src/session/inspected-actor.ts, which adds XState's `inspect` option, never by hand.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/session/inspected-actor.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useMachine'],
              message:
                'Start a flow with useInspectedActorRef (src/session/inspected-actor.ts): the inspector sees it.',
            },
            {
              name: 'xstate',
              importNames: ['createActor'],
              message:
                'Start an actor with createInspectedActor (src/session/inspected-actor.ts): the inspector sees it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A failed call is classified once, at the edge (ADR 0015): a machine reads the Failure it is
    // given (failureOf, failureMessage) and never classifies an error itself.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/api/failure$',
              importNames: ['toFailure', 'classified', 'isFailure', 'REFUSAL_RULES'],
              message:
                'A machine reads the Failure its edge gives it (failureOf, failureMessage): classify at the edge (ADR 0015).',
            },
            {
              group: ['ky', 'ky/*'],
              message: 'A machine never sees the HTTP client: its edge classifies failures (ADR 0015).',
            },
          ],
        },
      ],
    },
  },
)
