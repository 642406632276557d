import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { loginExternalReturn } from '../../api/login/login'
import { buttonClassName } from '../ui/button/button'
import { LoadingState } from '../ui/spinner/spinner'
import { Page } from '../ui/page/page'
import { useCompleteLogin } from './use-complete-login'
import { useOneTimeLogin } from './use-one-time-login'
import styles from './login.module.css'

/** /loginreturn?grandidsession=…: back from the external ID service; log in and go home. */
export function LoginReturnPage({ grandidsession }: { grandidsession: string | undefined }) {
  const { t } = useTranslation('login-forms')
  const completeLogin = useCompleteLogin()
  const state = useOneTimeLogin(
    grandidsession ? `external:${grandidsession}` : null,
    () => loginExternalReturn(grandidsession ?? '', { silent: true }),
    completeLogin,
  )
  const failed = !grandidsession || state.status === 'failed'
  useEffect(() => {
    // §8: a failed external-ID login is logged.
    if (state.status === 'failed') console.info('[login] external ID return failed', state.error)
  }, [state])

  return (
    <Page title={t('loginReturn.title')} narrow>
      {failed ? (
        <div className={styles.errorBox} role="alert" data-testid="login-return-error">
          <p>{t(grandidsession ? 'loginReturn.failed' : 'loginReturn.missingSession')}</p>
          <Link to="/login" className={buttonClassName('primary')}>
            {t('loginReturn.toLogin')}
          </Link>
        </div>
      ) : (
        <LoadingState label={t('loginReturn.pending')} />
      )}
    </Page>
  )
}
