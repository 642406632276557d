import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built by scripts/bench.ts next to the portal, with the portal's own node_modules.
export default defineConfig({ root: import.meta.dirname, plugins: [react()], logLevel: 'warn' })
