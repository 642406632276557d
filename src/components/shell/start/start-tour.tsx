import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TOUR_STEPS } from '../../../domain/role-pages'
import { Tour, type TourStep } from '../../ui/tour/tour'
import { tourStepLinks } from './tour-links'

/**
 * The guided tour of §2: administrators steps 0..12, instructors 21..27, texts in shell-tour.json.
 * A step about a page links to it (tour-links.ts); following the link ends the tour like closing it.
 */
export function StartTour({
  kind,
  userId,
  open,
  onClose,
}: {
  kind: 'admin' | 'instructor'
  userId: number
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('shell-tour')
  const steps = useMemo<TourStep[]>(
    () =>
      TOUR_STEPS[kind].map((n) => ({
        id: `tour-step-${n}`,
        title: t(`steps.${n}.title`),
        text: t(`steps.${n}.text`),
        links: tourStepLinks(n, userId).map((link) => ({ href: link.href, label: t(`links.${link.key}`) })),
      })),
    [kind, userId, t],
  )
  // Opened one task after mounting: under React StrictMode (dev) the tour's own machine is started,
  // stopped and started again on mount, and a start sent in between is lost.
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return <Tour steps={steps} open={open && mounted} onClose={onClose} />
}
