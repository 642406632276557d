import { useTranslation } from 'react-i18next'
import { getInstructorCalibration } from '../../../api/ebook/calibration'
import { CalibrationHeatmap } from './calibration-heatmap'
import { CalibrationSection } from './calibration-section'
import styles from './calibration.module.css'
import { NS } from './texts'
import { useCalibration } from './use-calibration'

/**
 * An instructor's calibration (issue 10): every book the instructor supervises that the reader sees,
 * one heatmap per profession of work elements × apprentices, each cell summing that apprentice's
 * saved reports, so a systematic over- or under-rating shows per element (the row's count) and per
 * apprentice (the column's).
 */
export function InstructorCalibration({
  instructorId,
  headingLevel = 2,
}: {
  instructorId: number
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation(NS)
  const { state, retry } = useCalibration((options) => getInstructorCalibration(instructorId, options), instructorId)
  const GroupHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <CalibrationSection
      title={t('instructorTitle')}
      level={headingLevel}
      load={state}
      retry={retry}
      testId="instructor-calibration"
      lead={() => t('instructorLead')}
      counts={(data) => data.totals}
    >
      {(data) =>
        data.groups.map((group) => (
          <div key={group.profession.id} className={styles.group}>
            <GroupHeading className={styles.groupHeading}>{group.profession.name}</GroupHeading>
            <CalibrationHeatmap
              testId={`calibration-profession-${group.profession.id}`}
              caption={t('groupCaption', { profession: group.profession.name })}
              columns={group.columns.map((column) => {
                const name = `${column.apprentice.firstName} ${column.apprentice.lastName}`.trim()
                return {
                  id: column.id,
                  short: name,
                  full: t('apprenticeColumn', { name, count: column.reportCount }),
                  counts: column.counts,
                }
              })}
              elements={group.elements}
              totals={group.totals}
            />
          </div>
        ))
      }
    </CalibrationSection>
  )
}
