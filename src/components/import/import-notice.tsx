import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImportRecord } from '../../api/import/import.schemas'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { Button } from '../ui/button/button'
import { ImportItem } from './import-item'
import { answeringCompanies, loadImportItems, type ImportItemData } from './import-notice-data'
import styles from './import.module.css'
import { NS } from './texts'

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; items: ImportItemData[] }

const keyOf = (item: Pick<ImportItemData, 'side' | 'record'>) => `${item.side}-${item.record.id}`

/**
 * §2 the start page's notice of training from the old system (§4: the apprentice answers first, then
 * the company; answered items leave the list): nothing while loading or when nothing awaits the user.
 * After an answer the server stored, the notice says what happens next and focus moves to the next
 * item, or to that message when none is left.
 */
export function ImportNotice({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(NS)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [result, setResult] = useState<string | null>(null)
  const headings = useRef(new Map<string, HTMLHeadingElement>())
  const resultRef = useRef<HTMLParagraphElement>(null)
  const [focusNext, setFocusNext] = useState<string | null>(null)

  // The companies as a key: a reloaded user with the same roles keeps the list (and what was chosen in it).
  const companies = answeringCompanies(user).join(',')
  const fetchItems = useCallback(() => {
    let current = true
    setLoad({ status: 'loading' })
    loadImportItems(companies === '' ? [] : companies.split(',').map(Number)).then(
      (items) => current && setLoad({ status: 'done', items }),
      () => current && setLoad({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [companies])
  useEffect(fetchItems, [fetchItems])

  const answered = (item: ImportItemData, stored: ImportRecord) => {
    if (load.status !== 'done') return
    setResult(
      t(`result.${stored.byn4data.state}`, { company: stored.company.name, person: stored.byn2Data.personName }),
    )
    const at = load.items.findIndex((i) => keyOf(i) === keyOf(item))
    const items = load.items.filter((_, index) => index !== at)
    const next = items[Math.min(at, items.length - 1)]
    // Two answers may land before a render: each drops only its own record.
    setLoad((now) =>
      now.status === 'done' ? { status: 'done', items: now.items.filter((i) => keyOf(i) !== keyOf(item)) } : now,
    )
    setFocusNext(next ? keyOf(next) : '')
  }

  useEffect(() => {
    if (focusNext === null) return
    const target = focusNext === '' ? resultRef.current : headings.current.get(focusNext)
    target?.focus()
    setFocusNext(null)
  }, [focusNext])

  if (load.status === 'loading') return null
  if (load.status === 'error')
    return (
      <section className={styles.notice} aria-labelledby="import-notice-title" data-testid="import-notice">
        <h2 id="import-notice-title" className={styles.noticeTitle}>
          {t('notice.title')}
        </h2>
        <div className={styles.warningBox} data-testid="import-load-failed">
          <p>{t('notice.loadFailed')}</p>
          <Button variant="secondary" onClick={fetchItems}>
            {t('notice.retry')}
          </Button>
        </div>
      </section>
    )
  const { items } = load
  if (items.length === 0 && result === null) return null
  return (
    <section className={styles.notice} aria-labelledby="import-notice-title" data-testid="import-notice">
      <h2 id="import-notice-title" className={styles.noticeTitle}>
        {t('notice.title')}
      </h2>
      <p>{t('notice.lead')}</p>
      <p
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className={result ? styles.successBox : undefined}
        data-testid="import-result"
      >
        {result}
        {result && items.length === 0 ? ` ${t('notice.allAnswered')}` : ''}
      </p>
      {items.length > 0 && (
        <>
          <p data-testid="import-waiting">{t('notice.waiting', { count: items.length })}</p>
          <ul className={styles.list}>
            {items.map((item) => (
              <ImportItem
                key={keyOf(item)}
                ref={(el) => {
                  if (el) headings.current.set(keyOf(item), el)
                  else headings.current.delete(keyOf(item))
                }}
                record={item.record}
                side={item.side}
                onAnswered={(stored) => answered(item, stored)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
