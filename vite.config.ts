import { defineConfig, loadEnv, type Plugin } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { coldStartHints } from './scripts/cold-start-hints.ts'
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from './src/i18n/locales-list.ts'

/** The modules of the QR check's chunk (see codeSplitting below). */
const QR_CHECK_MODULES =
  /\/src\/(routes\/qr-validation\.\$id\.tsx\?tsr-split|routes\/-qr-validation-loader|components\/qualifications\/qr\/(validation-|texts)|domain\/(qr-code|es256)\.ts|api\/qualifications\/(qr|qr\.schemas|qualifications\.schemas)\.ts|i18n\/locales\/(sv|en|pl)\/qualifications-qr\.json)/
/** The small modules most pages import (see codeSplitting below). */
const PAGES_COMMON_MODULES = /\/src\/(domain\/(format|validation)\.ts|components\/ui\/page\/use-heading-focus\.ts)$/

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'dev'
  }
}

/**
 * The Content-Security-Policy of a build (issue 8 §4). Scripts, styles, workers and everything else
 * come from the portal's own origin; calls go to it and to the API. No 'unsafe-inline' anywhere:
 * the built index.html has no inline script or style, and React sets `style` props through the
 * CSSOM, which CSP does not govern. A mock build's API is its own origin (MSW's worker is a
 * same-origin script, allowed by worker-src 'self').
 * `frame-ancestors` only works as a header (a meta tag cannot carry it), so only the header has it.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined, delivery: 'meta' | 'header'): string {
  const api = apiBaseUrl ? ` ${new URL(apiBaseUrl).origin}` : ''
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${api}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ]
  return directives.join('; ')
}

/** Writes the policy into the built index.html right after <meta charset>, before any script or link it must cover. */
function cspMeta(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'portal:csp-meta',
    // Only builds: the dev server injects inline scripts and styles (React refresh, HMR).
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i
        if (!charset.test(html))
          throw new Error('portal:csp-meta: index.html has no <meta charset> to put the policy after')
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(apiBaseUrl, 'meta')}" />`
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
  }
}

/**
 * MSW's worker lives in public-mock/, not public/: only mock builds and the dev server get it,
 * so a build for a real API neither ships nor precaches it.
 */
function mockServiceWorker(): Plugin {
  const file = resolve(import.meta.dirname, 'public-mock/mockServiceWorker.js')
  return {
    name: 'portal:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(readFileSync(file))
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file) })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // A build against a real API has no simulated backend; everything else runs on it.
  const mock = !env.VITE_API_BASE_URL
  return {
    // tanstackRouter() must come before react() (stack notes).
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routeFileIgnorePrefix: '-',
        // A route's `codeSplitGroupings` is read by the plugin at build time; left in, it was copied into the
        // start page's entry once per route (ADR 0005: -60 B gzip with 12 grouped routes, ~1 B per route more).
        codeSplittingOptions: { deleteNodes: ['codeSplitGroupings'] },
      }),
      react(),
      cspMeta(env.VITE_API_BASE_URL),
      // The QR check a phone's camera opens cold (issue 21): its chunks and texts load beside the entry.
      coldStartHints({
        hints: [
          {
            pathPrefix: '/qr-validation/',
            routeFile: 'src/routes/qr-validation.$id.tsx',
            namespaces: ['qualifications-qr'],
          },
        ],
        locales: LOCALES,
        defaultLocale: DEFAULT_LOCALE,
        localeStorageKey: LOCALE_STORAGE_KEY,
      }),
      ...(mock ? [mockServiceWorker()] : []),
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
        // The PDF printout's library (loaded on a click, issue 10) is not worth precaching on every install.
        // Every route chunk and text is precached, so a cold start offline has the whole app (issue 17). The API's
        // answers are not cached here: the e-book keeps its own copies (src/api/ebook/offline-copies.ts, ADR 0010).
        workbox: {
          navigateFallback: '/index.html',
          globPatterns: ['**/*.{js,css,html,svg}'],
          globIgnores: ['**/ebook-pdf-*.js'],
        },
      }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      __BUILD_HASH__: JSON.stringify(buildHash()),
      __MOCK__: JSON.stringify(mock),
    },
    build: {
      // Every browser the portal supports (Vite 8's baseline) knows <link rel="modulepreload">; without
      // it a lazy chunk's dependencies only load a little later. Saves 0.5 kB on the start page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // jsPDF's optional helpers for its html() and svg methods, which the printout never calls: left
        // out of the build instead of shipping ~106 kB of chunks nobody loads.
        external: ['html2canvas', 'canvg', 'dompurify'],
        output: {
          // ADR 0005: lazy chunks and their CSS are named by their content hash alone. The entry carries
          // the file name of every lazy chunk and style sheet (the preload map of each import()), so names
          // grew the start page with every route: issue 17's pages took it over 1.20x the floor (159.9 kB);
          // without the names it is 158.9 kB. The PDF library keeps its name (the PWA precache and the
          // bench leave it out by name); `npm run bench` names the others from the build's manifest.
          chunkFileNames: (chunk) =>
            chunk.name.startsWith('ebook-pdf') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            // Issue 8 §5: what the logged-out start page needs (every module the entry imports statically:
            // React, the router, i18next, XState, ky, valibot, the shell, the start page and its texts)
            // is one chunk, so the page waits on one request after the HTML. Left to itself rolldown
            // cut it into about 20 shared chunks (lazy routes use the same modules), each a request in
            // the queue of the browser's 6 connections and each compressed on its own: ~8 kB more.
            // Splitting off the libraries as their own chunk (for caching) measured +0.9 kB and 2 files.
            // Lazy chunks (routes, logged-in views, dialogs) are left to automatic splitting.
            groups: [
              { name: 'start', tags: ['$initial'] },
              // What most pages draw with (dates and numbers, the heading's focus, field checks): one chunk
              // instead of three tiny ones each route's first visit waits on.
              { name: 'pages-common', test: PAGES_COMMON_MODULES },
              // Issue 21: the QR check a phone's camera opens cold is one chunk (page, loader, the check, its
              // texts in the three languages), not nine of ~1 kB: on a slow line each is a request in the
              // queue of the browser's 6 connections (ADR 0005). After
              // pages-common: a group takes its modules' imports along, unless an earlier group has them. Its page part only: the route's own object
              // is in the start tree. /my-qualifications, which draws the codes, loads it too (4 kB).
              { name: 'qr-check', test: QR_CHECK_MODULES },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    // Preview the way it is served: with the policy as a header (run it with the build's VITE_API_BASE_URL).
    preview: {
      port: 4173,
      strictPort: true,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(env.VITE_API_BASE_URL, 'header') },
    },
  }
})
