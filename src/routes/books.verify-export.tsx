import { createFileRoute } from '@tanstack/react-router'
import { VerifyExportPage } from '../components/ebook/export/verify-export-page'
import { ensureNamespaces } from '../i18n/i18n'

/**
 * /books/verify-export (public, issue 10, ADR 0009): checks an exported e-book against the backend's
 * public key. No login: whoever holds an export (a school, a future employer) may check it.
 */
export const Route = createFileRoute('/books/verify-export')({
  loader: () => ensureNamespaces('ebook-export'),
  component: VerifyExportPage,
})
