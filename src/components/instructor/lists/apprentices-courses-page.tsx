import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BookListRow, TheoryModule } from '../../../api/ebook/ebook.schemas'
import { getBook } from '../../../api/ebook/books'
import { formatDate } from '../../../domain/format'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { LoadFailed, RouteLoadFailed } from '../../ui/notice/load-failed'
import { LoadingState } from '../../ui/spinner/spinner'
import type { BooksLoad } from './books-load'
import { useLens } from './instructor-ebooks-page'
import styles from './lists.module.css'
import { NS } from './texts'

type Modules = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; modules: TheoryModule[] }

/**
 * /instructor/{id}/apprentices-courses (issue 10): the theory modules of each apprentice's book —
 * which are approved and when. A book's modules are fetched when its row is opened (an instructor
 * may supervise hundreds of books; the list itself is one call).
 */
export function ApprenticesCoursesPage({ instructorId, load }: { instructorId: number; load: BooksLoad }) {
  const { t } = useTranslation(NS)
  const lens = useLens(instructorId)
  useHeadingFocus(`apprentices-courses-${instructorId}`)
  if (!lens) return null
  return (
    <Page title={t('courses.title')} lead={t('courses.lead')}>
      {load.status === 'loading' && <LoadingState label={t('courses.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('courses.loadFailed')} />}
      {load.status === 'done' &&
        (load.rows.length === 0 ? (
          <EmptyState title={t('courses.empty')}>{t('apprentices.emptyText')}</EmptyState>
        ) : (
          <ul className={`${styles.list} ${styles.wholeList}`} data-testid="apprentice-courses">
            {load.rows.map((row) => (
              <CourseRow key={row.id} row={row} />
            ))}
          </ul>
        ))}
    </Page>
  )
}

function CourseRow({ row }: { row: BookListRow }) {
  const { t } = useTranslation(NS)
  const [modules, setModules] = useState<Modules>({ status: 'idle' })
  const fetchModules = () => {
    setModules({ status: 'loading' })
    getBook(row.id, { silent: true }).then(
      (book) => setModules({ status: 'done', modules: book.theory }),
      (error: unknown) => {
        console.info('[instructor] courses failed', error)
        setModules({ status: 'error' })
      },
    )
  }
  const name = `${row.apprentice.firstName} ${row.apprentice.lastName}`.trim()
  return (
    <li data-testid={`courses-${row.id}`}>
      <details
        className={styles.row}
        onToggle={(event) => {
          if (event.currentTarget.open && modules.status === 'idle') fetchModules()
        }}
      >
        <summary className={styles.rowTitle}>
          {name} · {row.professionName}
        </summary>
        {modules.status === 'loading' && <LoadingState label={t('courses.loading')} />}
        {modules.status === 'error' && <LoadFailed message={t('courses.loadFailed')} onRetry={fetchModules} />}
        {modules.status === 'done' &&
          (modules.modules.length === 0 ? (
            <p className={styles.meta}>{t('courses.noModules')}</p>
          ) : (
            <table className={styles.table}>
              <caption className="visually-hidden">
                {name}:{' '}
                {t('courses.summary', {
                  done: modules.modules.filter((m) => m.approvedAt !== null).length,
                  count: modules.modules.length,
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('courses.module')}</th>
                  <th scope="col">{t('courses.state')}</th>
                </tr>
              </thead>
              <tbody>
                {modules.modules.map((module) => (
                  <tr key={module.id}>
                    <td>{module.courseName}</td>
                    <td>
                      {module.approvedAt
                        ? t('courses.approvedOn', { date: formatDate(module.approvedAt) })
                        : t('courses.notApproved')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </details>
    </li>
  )
}
