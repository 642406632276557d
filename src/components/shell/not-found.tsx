import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../ui/button/button'
import { Page } from '../ui/page/page'

/** The catch-all page (§2) with a button to the start page. */
export function NotFound() {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <Page title={t('shell:notFound.title')} narrow>
      <p>{t('shell:notFound.text')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common:toStartPage')}
      </Link>
    </Page>
  )
}
