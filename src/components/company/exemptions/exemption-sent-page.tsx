import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import './exemption-sent'
import styles from './exemptions.module.css'
import { NS } from './texts'

/**
 * /company/{id}/exemption-complited (§2: the thank-you page after an exemption application). It thanks
 * only when the form has just sent one (the history entry says for whom); opened otherwise it claims
 * nothing and points to the list.
 */
export function ExemptionSentPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation(NS)
  const sentFor = useRouterState({ select: (s) => s.location.state.exemptionSentFor })
  useHeadingFocus(`company-exemption-sent-${sentFor === undefined ? 'none' : 'sent'}`)
  return (
    <Page title={sentFor === undefined ? t('sent.titleNone') : t('sent.title')}>
      <p data-testid="exemption-sent">
        {sentFor === undefined ? t('sent.textNone') : t('sent.text', { name: sentFor })}
      </p>
      <div className={styles.buttons}>
        <AppLink href={`/company/${companyId}/exemptions`} className={buttonClassName('primary')}>
          {t('sent.toList')}
        </AppLink>
      </div>
    </Page>
  )
}
