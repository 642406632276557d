import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import './i18n/i18n'

async function start() {
  if (__MOCK__) {
    // The simulated backend runs in the browser unless a real API was named at build time.
    const { startBrowserMock } = await import('../mock-server/browser')
    await startBrowserMock()
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
