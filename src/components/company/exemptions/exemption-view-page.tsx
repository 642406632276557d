import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getExemptionAttachment } from '../../../api/company/exemptions'
import { formatDate } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { FileDownload } from '../../ui/file-download/file-download'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { Load } from '../staff/staff-load'
import { personName, professionName, type ExemptionViewData } from './exemption-load'
import styles from './exemptions.module.css'
import { NS } from './texts'

/**
 * /company/{company_id}/exemption/{exemption_id} (§2 with its quirk kept: any company user opens the
 * page; §3 Exemption): one exemption, read only; its document opens from a button naming it. Whom §6
 * does not let read it (another company's user, another department's) the page tells so, showing nothing of it.
 */
export function ExemptionViewPage({ companyId, load }: { companyId: number; load: Load<ExemptionViewData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-exemption-${load.status}`)
  const title =
    load.status === 'done' && load.data.status === 'shown'
      ? t('view.title', { name: personName(load.data.exemption.employee) || t('hiddenName') })
      : t('view.titleUnknown')
  return (
    <Page title={title} narrow before={<BackLink to={`/company/${companyId}/exemptions`}>{t('view.back')}</BackLink>}>
      {load.status === 'loading' && <LoadingState label={t('view.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('view.loadFailed')} testId="exemption-error" />}
      {load.status === 'done' && load.data.status === 'refused' && (
        <p className={styles.infoBox} data-testid="exemption-refused">
          {t('view.refused')}
        </p>
      )}
      {load.status === 'done' && load.data.status === 'shown' && <Facts data={load.data} />}
    </Page>
  )
}

function Facts({ data }: { data: Extract<ExemptionViewData, { status: 'shown' }> }) {
  const { t } = useTranslation(NS)
  const { exemption } = data
  const { attachment } = exemption
  const facts: Array<[string, ReactNode]> = [
    [t('field.type'), t(`type.${exemption.type}`)],
    [t('field.profession'), professionName(data.professions, exemption.professionId, exemption.orientationId)],
    [t('field.status'), t(`status.${exemption.status}`, { defaultValue: exemption.status })],
    [t('field.reason'), exemption.reason],
    [
      t('field.attachment'),
      attachment ? (
        <FileDownload
          fetchFile={() => getExemptionAttachment(exemption.companyId, exemption.id, { silent: true })}
          fileName={attachment.fileName}
          label={t('view.attachmentOpen', { name: attachment.fileName })}
          failedText={t('view.attachmentFailed')}
          testId="exemption-attachment"
        />
      ) : (
        t('view.noAttachment')
      ),
    ],
    [t('view.issuedBy'), exemption.issuedBy ? personName(exemption.issuedBy) : t('view.unknown')],
    [t('view.issuedAt'), exemption.issuedAt ? formatDate(exemption.issuedAt) : t('view.unknown')],
  ]
  return (
    <dl className={styles.facts} data-testid="exemption-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
