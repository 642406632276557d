/**
 * The simulated backend as a real HTTP server: the same MSW handlers behind
 * @mswjs/http-middleware, with CORS so a portal on another origin can call it. Used by the Pact
 * provider verification and by anyone with curl (`npm run mock-server`, PORT default 8787).
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer } from '@mswjs/http-middleware'
import { getFaults } from './faults'
import { allHandlers } from './handlers'
import { routed } from './router'
import { ensureScenario } from './scenario'

export const DEFAULT_PORT = 8787

export interface MockHttpServer {
  /** e.g. http://127.0.0.1:8787 (the API is under /api/m/v1, control endpoints under /__mock). */
  url: string
  close(): Promise<void>
}

function allowCors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*')
  response.setHeader('Vary', 'Origin')
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept, Accept-Language',
  )
  response.setHeader('Access-Control-Max-Age', '600')
}

/** Starts listening on `port` (0 picks a free one; the answer's url has the real port). */
export async function startMockHttpServer(port: number = DEFAULT_PORT): Promise<MockHttpServer> {
  await ensureScenario()
  const app: RequestListener = createServer(routed(allHandlers))
  const server = createHttpServer((request, response) => {
    allowCors(request, response)
    if (request.method === 'OPTIONS') {
      response.statusCode = 204
      response.end()
      return
    }
    const faults = getFaults()
    if (faults.mode === 'network' && request.url?.startsWith('/api/')) {
      // MSW's Response.error() cannot cross a real socket: drop the connection instead.
      setTimeout(() => request.socket.destroy(), faults.latencyMs)
      return
    }
    app(request, response)
  })
  await new Promise<void>((done, failed) => {
    server.once('error', failed)
    server.listen(port, () => {
      server.off('error', failed)
      done()
    })
  })
  const { port: actualPort } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((done, failed) => {
        server.close((error) => (error ? failed(error) : done()))
        server.closeAllConnections()
      }),
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (runDirectly) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT)
  const running = await startMockHttpServer(Number.isInteger(port) && port >= 0 ? port : DEFAULT_PORT)
  const url = running.url.replace('127.0.0.1', 'localhost')
  console.log(`Simulated backend: ${url}/api/m/v1 (control: ${url}/__mock/…)`)
  const stop = () => void running.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
