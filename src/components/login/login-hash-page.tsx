import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { errorBody } from '../../api/client'
import { loginHash } from '../../api/login/login'
import { buttonClassName } from '../ui/button/button'
import { LoadingState } from '../ui/spinner/spinner'
import { Page } from '../ui/page/page'
import { useCompleteLogin } from './use-complete-login'
import { useOneTimeLogin } from './use-one-time-login'
import styles from './login.module.css'

/** The data fields of an error body as label/value pairs, nested objects flattened (a.b). */
export function errorDataEntries(data: unknown, prefix = ''): Array<[string, string]> {
  if (data === null || data === undefined) return []
  if (typeof data !== 'object') return [[prefix || 'data', String(data)]]
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    return typeof value === 'object' && value !== null
      ? errorDataEntries(value, name)
      : [[name, String(value)] as [string, string]]
  })
}

/** /login-hash/$hash: the one-time login link; on failure the server's error data is shown (§2, §8). */
export function LoginHashPage({ hash }: { hash: string }) {
  const { t } = useTranslation(['login-forms', 'common'])
  const completeLogin = useCompleteLogin()
  const state = useOneTimeLogin(`hash:${hash}`, () => loginHash(hash, { silent: true }), completeLogin)

  if (state.status !== 'failed') {
    return (
      <Page title={t('login-forms:loginHash.title')} narrow>
        <LoadingState label={t('login-forms:loginHash.pending')} />
      </Page>
    )
  }

  const body = errorBody(state.error)
  const entries = errorDataEntries(body?.data)
  return (
    <Page title={t('login-forms:loginHash.failedTitle')} narrow>
      <div className={styles.errorBox} role="alert" data-testid="login-hash-error">
        <p>{body?.message ?? t('login-forms:loginHash.failed')}</p>
        {entries.length > 0 && (
          <dl className={styles.errorData} data-testid="login-hash-error-data">
            {entries.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common:toStartPage')}
      </Link>
    </Page>
  )
}
