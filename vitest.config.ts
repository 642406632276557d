import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const define = {
  __APP_VERSION__: JSON.stringify('0.0.0-test'),
  __BUILD_HASH__: JSON.stringify('test'),
  __MOCK__: JSON.stringify(true),
}

/** Unit tests that need a module graph of their own: they test what happens when a module first loads. */
const ISOLATED_UNIT_TESTS = ['src/i18n/i18n.test.ts']

/** Component tests that need a module graph of their own: they replace modules with vi.mock, or test what happens when a module first loads. */
const ISOLATED_COMPONENT_TESTS = [
  'src/components/login/external-login-offline.test.tsx',
  'src/components/login/test-login-panel.test.tsx',
  'src/components/shell/start/start-page.test.tsx',
  'src/components/ui/toast/toast.test.tsx',
  'src/components/ui/toast/toast-host.test.tsx',
]

export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/i18n/**/*.test.ts',
            'src/api/**/*.test.ts',
            'machines/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.build.test.ts', ...ISOLATED_UNIT_TESTS],
          // One module graph per worker instead of per file: importing the simulated backend (every
          // handler, the scenario) again for each of ~60 files took more time than the tests (84 s ->
          // 39 s for the project). What tests change is put back per test: the scenario is reset
          // (test-kit.ts), the api client configured, fake timers undone.
          isolate: false,
        },
      },
      {
        define,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: ISOLATED_UNIT_TESTS,
        },
      },
      {
        test: {
          // Builds the production bundle (10-20 s) and reads what it ships; kept out of `unit`.
          name: 'build',
          environment: 'node',
          include: ['scripts/**/*.build.test.ts'],
          testTimeout: 180000,
          hookTimeout: 180000,
        },
      },
      {
        define,
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...ISOLATED_COMPONENT_TESTS],
          setupFiles: ['src/test/setup-components.ts'],
          // One jsdom and one module graph per worker instead of per file: setting up jsdom and
          // importing React, Ark and the router again for every file took half of this project's time.
          // setup-components.ts puts back what a test leaves in global state (toasts, storage, timers,
          // language); the files that replace modules (vi.mock) or test a module's first load run
          // isolated below.
          isolate: false,
        },
      },
      {
        define,
        plugins: [react()],
        test: {
          name: 'components-isolated',
          environment: 'jsdom',
          include: ISOLATED_COMPONENT_TESTS,
          setupFiles: ['src/test/setup-components.ts'],
        },
      },
      {
        define,
        test: {
          name: 'contracts-consumer',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          // Pact appends to existing files: start from an empty folder so removed interactions leave the contract.
          globalSetup: ['contracts/consumer/global-setup.ts'],
          // Pact's mock servers run one interaction at a time per file; keep files serial.
          fileParallelism: false,
          testTimeout: 30000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        define,
        test: {
          name: 'contracts-provider',
          environment: 'node',
          include: ['contracts/provider/**/*.test.ts'],
          testTimeout: 120000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
    ],
  },
})
