import './dev-i18n'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { toast } from '../../ui/toast/toaster'
import { FaultSection, ClockSection, OutboxSection } from './dev-sections'
import { ImportQueueSection } from './dev-import-queue'
import { ScenarioContents } from './dev-scenarios'
import { InspectorSection } from './dev-inspector'
import { RecorderSection } from './dev-recorder'
import { SKIP_ATTRIBUTE } from './path-recorder'
import { SCENARIO_VARIANTS, type ScenarioVariant } from '../../../../mock-server/scenario/variants'
import { resetScenario } from './dev-api'
import { SelectField } from '../../ui/select-field/select-field'
import styles from './dev-panel.module.css'

/**
 * QA controls of the simulated backend (mock builds only; lazy-loaded by the shell so a real-API
 * bundle has none of it): reset the scenario (or one of its variants), switch faults, read SMS/e-mail
 * codes, pin the clock, see the old-system import queue.
 */
function isScenarioVariant(value: string): value is ScenarioVariant {
  return (SCENARIO_VARIANTS as readonly string[]).includes(value)
}

export default function DevPanel() {
  const { t } = useTranslation('dev')
  const [open, setOpen] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)
  const [resetting, setResetting] = useState(false)
  const [variant, setVariant] = useState<ScenarioVariant>('default')

  const reset = async () => {
    setResetting(true)
    try {
      await resetScenario(variant)
      window.location.reload()
    } catch {
      toast.error(t('reset.failed'))
      setResetting(false)
      setConfirmReset(false)
    }
  }

  return (
    <>
      <button type="button" className={styles.launcher} onClick={() => setOpen(true)} {...{ [SKIP_ATTRIBUTE]: '' }}>
        {t('open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        width={560}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
        }
      >
        {open && (
          // The path recorder does not record what is done in the panel (its dialog holds this marker).
          <div {...{ [SKIP_ATTRIBUTE]: '' }}>
            <section className={styles.section} aria-labelledby="dev-reset">
              <h3 id="dev-reset">{t('reset.title')}</h3>
              <div className={styles.row}>
                <SelectField
                  id="dev-scenario-variant"
                  label={t('reset.variant')}
                  value={variant}
                  onChange={(value) => {
                    if (isScenarioVariant(value)) setVariant(value)
                  }}
                  options={SCENARIO_VARIANTS.map((v) => ({ value: v, label: t(`reset.variants.${v}`) }))}
                />
                <Button variant="danger" onClick={() => setConfirmReset(true)}>
                  {t('reset.button')}
                </Button>
              </div>
              <ScenarioContents variant={variant} onLoaded={setVariant} />
            </section>
            <FaultSection />
            <OutboxSection formatTime={(iso) => formatDate(iso, { time: true })} />
            <ClockSection />
            <ImportQueueSection />
            <RecorderSection />
            <InspectorSection />
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmReset}
        destructive
        busy={resetting}
        title={t('reset.confirmTitle')}
        description={t('reset.confirmText')}
        confirmLabel={t('reset.confirm')}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      />
    </>
  )
}
