import { useNavigate } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { ebookReportMachine } from '../../../../machines/ebook/ebook-report.machine'
import { selectPersistable, type EbookReportSnapshot } from '../../../../machines/ebook/ebook-report.selectors'
import { outboxDraftOf } from '../../../../machines/ebook/ebook-report.rules'
import type { ReportStart } from '../../../../machines/ebook/ebook-report.steps'
import { isoDay } from '../../../domain/dates'
import { toast } from '../../ui/toast/toaster'
import { usePauseOnLogout } from '../../wizard/use-pause-on-logout'
import { flowKey, forgetSavedFlow, storedContext, useSavedFlow, type SavedFlow } from '../../wizard/use-saved-flow'
import { ebookReportFlow, type ReportEdges } from './ebook-report.edge'
import { clearOpenedKept, forgetOffline, keepOffline, takeOpenedKept } from './outbox-store'
import { NS } from './texts'

export type ReportActor = ActorRefFrom<typeof ebookReportMachine>

/** One report flow's progress: per user and book, `new` until the draft exists, then the report's id. */
export const reportFlowKey = (userId: number, bookId: number, report: number | 'new') =>
  flowKey('ebook-report', userId, bookId, report)

/** The machine provided with the page's edges (toasts, back to the list after a delete), once per page. */
function useProvidedMachine(bookId: number, userId: number) {
  const { t } = useTranslation(NS)
  const navigate = useNavigate()
  const edges = useRef<ReportEdges>({ created: () => {}, saved: () => {}, deleted: () => {}, queued: () => {} })
  edges.current.created = () => toast.success(t('toasts.created'))
  edges.current.saved = () => toast.success(t('toasts.saved'))
  edges.current.deleted = () => {
    toast.success(t('toasts.deleted'))
    void navigate({ to: '/book/$id/report-element', params: { id: String(bookId) } })
  }
  edges.current.queued = (draft, id) => keepOffline(userId, draft, id)
  return useMemo(() => ebookReportFlow(() => edges.current), [])
}

/** The report list: read once, nothing to keep. */
export function useReportList(bookId: number, userId: number): ReportActor {
  const machine = useProvidedMachine(bookId, userId)
  return useInspectedActorRef(machine, {
    input: { bookId, reportId: null, start: 'list', today: isoDay(new Date()) },
  }) as ReportActor
}

/**
 * The create page (`reportId` null) and the report page: their progress survives a reload and a
 * forced logout (the wizard kit's saved flow, sessionStorage). The create page's snapshot moves to
 * the report's key once the draft exists, so the report page continues it without a new load.
 */
export function useReportFlow({
  userId,
  bookId,
  reportId,
}: {
  userId: number
  bookId: number
  reportId: number | null
}): ReportActor {
  const machine = useProvidedMachine(bookId, userId)
  const today = isoDay(new Date())
  const start: ReportStart = reportId === null ? 'create' : 'report'
  // A report kept on the device opened from the outbox list: it replaces a create flow in progress.
  const kept = useMemo(() => {
    const opened = reportId === null ? takeOpenedKept(userId, bookId) : null
    if (opened) forgetSavedFlow(reportFlowKey(userId, bookId, 'new'))
    return opened
  }, [userId, bookId, reportId])
  useEffect(() => {
    if (kept) clearOpenedKept()
  }, [kept])
  const saved = useMemo<SavedFlow<typeof ebookReportMachine>>(() => {
    const accepts = (stored: Record<string, unknown>) => {
      const context = storedContext(stored)
      if (!context || context.bookId !== bookId || context.reportId !== reportId || typeof context.answers !== 'object')
        return false
      try {
        // An older build may have written a state this machine no longer has.
        machine.resolveState({ value: stored.value as never, context: context as never })
        return true
      } catch {
        return false
      }
    }
    return {
      key: reportFlowKey(userId, bookId, reportId ?? 'new'),
      keyOf: (s) => reportFlowKey(userId, bookId, (s as EbookReportSnapshot).context.reportId ?? 'new'),
      persistable: (s) => selectPersistable(s as EbookReportSnapshot),
      accepts,
    }
  }, [machine, userId, bookId, reportId])
  const actor = useSavedFlow(machine, { bookId, reportId, start, today, kept }, saved)
  usePauseOnLogout(actor, { on: 'forced-logout', today })
  useKeptOnDevice(actor, userId)
  return actor
}

/**
 * A report made or finished offline lives in the outbox as 'unfinished' while it is worked on (issue
 * 17: it survives closing the tab and the browser, and is continued from the report list); saving
 * hands it over to be sent (the flow's queueOffline), deleting forgets it.
 */
function useKeptOnDevice(actor: ReportActor, userId: number) {
  useEffect(() => {
    let last = ''
    const keep = (s: EbookReportSnapshot) => {
      const { context } = s
      if (!context.offline || !context.outboxId) return
      if (s.status === 'done') {
        if (s.value === 'deleted') forgetOffline(userId, context.outboxId)
        return
      }
      const draft = outboxDraftOf(context, false)
      const json = JSON.stringify(draft)
      if (json === last) return
      last = json
      keepOffline(userId, draft, context.outboxId, 'unfinished')
    }
    keep(actor.getSnapshot())
    const subscription = actor.subscribe(keep)
    return () => subscription.unsubscribe()
  }, [actor, userId])
}
