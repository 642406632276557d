import { Link, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../../ui/button/button'
import { LoadFailedPage, LoadingPage } from '../../wizard/outcome-pages'
import { NS } from './texts'

/** Which e-book page is on its way: its title names the loading and load-failed pages too. */
export type BookPageKind = 'overview' | 'education' | 'report'

const TITLE_KEY: Record<BookPageKind, string> = {
  overview: 'overview.titlePlain',
  education: 'education.title',
  report: 'report.titlePlain',
}

/** A route's pending page while its loader reads the book (the kit's loading page, with the page's title). */
export function BookLoadingPage({ page }: { page: BookPageKind }) {
  const { t } = useTranslation(NS)
  return <LoadingPage title={t(TITLE_KEY[page])} />
}

/** A route's error page when the book could not be read: the reason, a retry (the loader runs again) and the way home. */
export function BookLoadFailedPage({ page }: { page: BookPageKind }) {
  const { t } = useTranslation([NS, 'common'])
  const router = useRouter()
  return (
    <LoadFailedPage
      title={t(TITLE_KEY[page])}
      message={t('errors.form.couldNotLoad')}
      testId="book-load-failed"
      actions={
        <>
          <Button variant="secondary" onClick={() => void router.invalidate()}>
            {t('common:tryAgain')}
          </Button>
          <Link to="/" className={buttonClassName('link')}>
            {t('common:toStartPage')}
          </Link>
        </>
      }
    />
  )
}
