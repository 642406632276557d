import { Tour as ArkTour, useTour } from '@ark-ui/react/tour'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AppLink } from '../app-link/app-link'
import { buttonClassName } from '../button/button'
import styles from './tour.module.css'

export interface TourStep {
  id: string
  title: string
  text: string
  /** The element the step points at; without it the step is a centred dialog. */
  target?: () => HTMLElement | null
  /** In-app pages the step is about; following one ends the tour (reported as dismissed, like closing it). */
  links?: ReadonlyArray<{ href: string; label: string }>
}

export interface TourProps {
  steps: TourStep[]
  open: boolean
  /** Called once the tour ends: finished, skipped, dismissed (Esc), or left by one of a step's links. */
  onClose: (reason: 'completed' | 'dismissed') => void
}

/** The guided tour (§2: at first login only, administrators and instructors). Keyboard: arrows move, Esc closes. */
export function Tour({ steps, open, onClose }: TourProps) {
  const { t } = useTranslation('common')
  const arkSteps = useMemo(
    () =>
      steps.map((step, index) => ({
        id: step.id,
        title: step.title,
        description: step.text,
        target: step.target,
        type: step.target ? ('tooltip' as const) : ('dialog' as const),
        actions: [
          ...(index > 0 ? [{ label: t('tour.prev'), action: 'prev' as const }] : []),
          index < steps.length - 1
            ? { label: t('tour.next'), action: 'next' as const }
            : { label: t('tour.done'), action: 'dismiss' as const },
        ],
      })),
    [steps, t],
  )
  const tour = useTour({
    steps: arkSteps,
    translations: {
      progressText: ({ current, total }) => t('tour.progress', { current: current + 1, total }),
      close: t('close'),
    },
    onStatusChange: ({ status, stepIndex }) => {
      if (status === 'completed' || (status === 'dismissed' && stepIndex === arkSteps.length - 1)) onClose('completed')
      else if (status === 'dismissed' || status === 'skipped') onClose('dismissed')
    },
  })

  // Start once per opening: after a dismissal the parent may still say open=true until it re-renders.
  const { start } = tour
  const started = useRef(false)
  useEffect(() => {
    if (!open) started.current = false
    else if (!started.current && arkSteps.length > 0) {
      started.current = true
      start()
    }
  }, [open, start, arkSteps.length])

  const links = steps.find((step) => step.id === tour.step?.id)?.links ?? []

  return (
    <ArkTour.Root tour={tour}>
      <Portal>
        <ArkTour.Backdrop className={styles.backdrop} />
        <ArkTour.Spotlight className={styles.spotlight} />
        <ArkTour.Positioner className={styles.positioner}>
          <ArkTour.Content className={styles.content}>
            <ArkTour.ProgressText className={styles.progress} />
            <ArkTour.Title className={styles.title} />
            <ArkTour.Description className={styles.description} />
            {links.length > 0 && (
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.href}>
                    {/* The page opens and the tour ends, as if closed. */}
                    <AppLink href={link.href} onClick={() => onClose('dismissed')}>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
            <ArkTour.CloseTrigger className={styles.close} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </ArkTour.CloseTrigger>
            <div className={styles.actions}>
              <ArkTour.Actions>
                {(actions) =>
                  actions.map((action) => (
                    <ArkTour.ActionTrigger
                      key={action.label}
                      action={action}
                      // zag names these in English ("next step"); the visible, translated label is the name.
                      aria-label={action.label}
                      className={buttonClassName(action.action === 'prev' ? 'secondary' : 'primary')}
                    >
                      {action.label}
                    </ArkTour.ActionTrigger>
                  ))
                }
              </ArkTour.Actions>
            </div>
          </ArkTour.Content>
        </ArkTour.Positioner>
      </Portal>
    </ArkTour.Root>
  )
}
