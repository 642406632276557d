/**
 * The simulated backend for node tests: MSW's request interception, no network. Tests call
 * `mockServer.listen()`, `resetScenario()` before each test and `mockServer.close()` at the end.
 */
import { setupServer } from 'msw/node'
import { allHandlers } from './handlers'
import { routed } from './router'

export const mockServer = setupServer(routed(allHandlers))
