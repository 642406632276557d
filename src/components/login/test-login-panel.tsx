import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { listFakes, loginMobileBankId } from '../../api/login/login'
import type { FakeUser } from '../../api/shell/user.schemas'
import { isMinor } from '../../domain/age'
import {
  checkPersonalNumber,
  formatPersonalNumber,
  normalizePersonalNumber,
  personalNumberCheckDigit,
} from '../../domain/personal-number'
import { Button } from '../ui/button/button'
import { SelectField } from '../ui/select-field/select-field'
import { LoadingState } from '../ui/spinner/spinner'
import { PersonalNumberField } from './personal-number-field'
import { useCompleteLogin } from './use-complete-login'
import styles from './login.module.css'

/**
 * §2 test-login panel (always shown in this build): log in as a fake user, an under-age user or any
 * personal number through the e-ID-on-this-device call. The filter's role list is that of §2; its
 * "instructor" and "HL" are one role (§6 Instructor = HL), so one option carries both names.
 */
export const TEST_LOGIN_ROLES = ['LÄR', 'HL', 'FTGADM', 'YUA', 'BG', 'AVDADM'] as const
export type TestLoginRole = (typeof TEST_LOGIN_ROLES)[number]

export interface TestLoginFilter {
  role: TestLoginRole | ''
  companyId: string
}

function companiesOf(user: FakeUser): Array<{ companyId: number; companyName: string }> {
  return [...user.apprenticeships, ...user.employments]
}

/** Fake users matching the role and company filters ('' = any). */
export function filterFakeUsers(users: FakeUser[], filter: TestLoginFilter): FakeUser[] {
  return users.filter(
    (u) =>
      (filter.role === '' || u.roles.includes(filter.role)) &&
      (filter.companyId === '' || companiesOf(u).some((c) => String(c.companyId) === filter.companyId)),
  )
}

/** Every company any fake user belongs to, once, by name. */
export function fakeUserCompanies(users: FakeUser[]): Array<{ id: string; name: string }> {
  const byId = new Map<string, string>()
  for (const u of users) for (const c of companiesOf(u)) byId.set(String(c.companyId), c.companyName)
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'sv'))
}

/**
 * The under-age test user: the seeded minor among the fake users; without one, a valid personal
 * number of someone turning 16 today (a valid unknown number logs in as a new, unregistered person).
 */
export function underAgePersonalNumber(users: FakeUser[], today: Date): string {
  const minor = users.find((u) => normalizePersonalNumber(u.personalNumber, today) && isMinor(u.personalNumber, today))
  if (minor) return minor.personalNumber
  const birth = new Date(today.getFullYear() - 16, today.getMonth(), today.getDate())
  const yyyymmdd = `${birth.getFullYear()}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`
  const serial = '238'
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

type Load = { status: 'loading' } | { status: 'ready'; users: FakeUser[] } | { status: 'failed' }

export function TestLoginPanel() {
  const { t } = useTranslation('login')
  const completeLogin = useCompleteLogin()
  const headingId = useId()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [filter, setFilter] = useState<TestLoginFilter>({ role: '', companyId: '' })
  const [busy, setBusy] = useState<string | null>(null)
  const [loginError, setLoginError] = useState(false)
  const [promptValue, setPromptValue] = useState('')
  const [promptError, setPromptError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    listFakes().then(
      (users) => live && setLoad({ status: 'ready', users }),
      () => live && setLoad({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])

  const users = useMemo(() => (load.status === 'ready' ? load.users : []), [load])
  const shown = useMemo(() => filterFakeUsers(users, filter), [users, filter])
  const companies = useMemo(() => fakeUserCompanies(users), [users])

  const logInAs = async (personalNumber: string) => {
    setBusy(personalNumber)
    setLoginError(false)
    try {
      completeLogin(await loginMobileBankId(personalNumber, { silent: true }))
    } catch {
      // 422 and network failures also get the global toast (§8); this says which action failed.
      setLoginError(true)
      setBusy(null)
    }
  }

  const submitPrompt = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkPersonalNumber(promptValue)
    if (!checked.ok) {
      setPromptError(t(`errors.field.any.${checked.problem}`))
      document.getElementById('test-login-personal-number')?.focus()
      return
    }
    setPromptError(null)
    void logInAs(checked.personalNumber)
  }

  return (
    <section className={styles.testLogin} aria-labelledby={headingId} data-testid="test-login-panel">
      <h2 id={headingId}>{t('testLogin.title')}</h2>
      <p className={styles.muted}>{t('testLogin.intro')}</p>

      {loginError && (
        <p className={styles.errorBox} role="alert">
          {t('testLogin.failed')}
        </p>
      )}

      <div className={styles.testLoginActions}>
        <Button
          variant="secondary"
          loading={busy !== null && busy === underAgePersonalNumber(users, new Date())}
          disabled={load.status === 'loading'}
          onClick={() => void logInAs(underAgePersonalNumber(users, new Date()))}
          data-testid="test-login-minor"
        >
          {t('testLogin.minor')}
        </Button>
      </div>

      <form className={styles.promptForm} onSubmit={submitPrompt} noValidate>
        <PersonalNumberField
          id="test-login-personal-number"
          label={t('testLogin.promptLabel')}
          value={promptValue}
          onChange={setPromptValue}
          clearError={() => setPromptError(null)}
          error={promptError}
        />
        <Button type="submit" loading={busy !== null && busy === normalizePersonalNumber(promptValue)}>
          {t('testLogin.promptSubmit')}
        </Button>
      </form>

      <fieldset className={styles.filters}>
        <legend>{t('testLogin.filterLegend')}</legend>
        <SelectField
          id="test-login-role"
          label={t('testLogin.role')}
          value={filter.role}
          onChange={(role) => setFilter((f) => ({ ...f, role: role as TestLoginRole | '' }))}
          placeholder={t('testLogin.allRoles')}
          options={TEST_LOGIN_ROLES.map((role) => ({ value: role, label: t(`testLogin.roles.${role}`) }))}
        />
        <SelectField
          id="test-login-company"
          label={t('testLogin.company')}
          value={filter.companyId}
          onChange={(companyId) => setFilter((f) => ({ ...f, companyId }))}
          placeholder={t('testLogin.allCompanies')}
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
        />
      </fieldset>

      {load.status === 'loading' && <LoadingState label={t('testLogin.loading')} />}
      {load.status === 'failed' && (
        <p className={styles.errorBox} role="alert">
          {t('testLogin.loadFailed')}
        </p>
      )}
      {load.status === 'ready' && (
        <>
          <p className={styles.muted} role="status" data-testid="test-login-count">
            {t('testLogin.count', { count: shown.length })}
          </p>
          <ul className={styles.fakeUsers} aria-label={t('testLogin.listLabel')}>
            {shown.map((user) => {
              const companyNames = [...new Set(companiesOf(user).map((c) => c.companyName))].join(', ')
              return (
                <li key={user.personalNumber}>
                  <Button
                    variant="secondary"
                    fullWidth
                    className={styles.fakeUserButton}
                    loading={busy === user.personalNumber}
                    onClick={() => void logInAs(user.personalNumber)}
                    data-testid={`test-login-user-${user.personalNumber}`}
                  >
                    <span className={styles.fakeUserName}>{user.fullName}</span>
                    <span className={styles.fakeUserMeta}>
                      {[user.roles.join(', '), companyNames, formatPersonalNumber(user.personalNumber)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Button>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
