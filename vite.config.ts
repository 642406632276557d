import { defineConfig, loadEnv } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { execSync } from 'node:child_process'

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'dev'
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // A build against a real API has no simulated backend; everything else runs on it.
  const mock = !env.VITE_API_BASE_URL
  return {
    // tanstackRouter() must come before react() (stack notes).
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }),
      react(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // MSW's worker owns scope / in mock mode; the PWA worker is only built for a real API.
        disable: mock,
        manifest: {
          name: 'Mina sidor',
          short_name: 'Mina sidor',
          lang: 'sv',
          theme_color: '#1d4f91',
          background_color: '#ffffff',
          display: 'standalone',
          icons: [],
        },
        workbox: { navigateFallback: '/index.html', globPatterns: ['**/*.{js,css,html,svg}'] },
      }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      __BUILD_HASH__: JSON.stringify(buildHash()),
      __MOCK__: JSON.stringify(mock),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  }
})
