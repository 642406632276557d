import { Link, createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../components/ui/button/button'
import { Page } from '../components/ui/page/page'

export const Route = createFileRoute('/forbidden')({
  component: ForbiddenPage,
})

/** ACCESS DENIED (§2), with a button to the start page. */
function ForbiddenPage() {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <Page title={t('shell:forbidden.title')} narrow>
      <p>{t('shell:forbidden.text')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common:toStartPage')}
      </Link>
    </Page>
  )
}
