import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const define = {
  __APP_VERSION__: JSON.stringify('0.0.0-test'),
  __BUILD_HASH__: JSON.stringify('test'),
  __MOCK__: JSON.stringify(true),
}

export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts', 'src/api/**/*.test.ts', 'machines/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.build.test.ts'],
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
