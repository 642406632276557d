/**
 * Writes src/routeTree.gen.ts from the route files, as the router plugin does when vite starts
 * (`npx tsx scripts/generate-routes.ts`): for typecheck and lint right after adding a route file,
 * without a build. Same options as vite.config.ts.
 */
import { Generator, getConfig } from '@tanstack/router-generator'

const config = getConfig({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }, process.cwd())
await new Generator({ config, root: process.cwd() }).run()
console.log('routes: src/routeTree.gen.ts written')
