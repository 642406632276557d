import { useTranslation } from 'react-i18next'
import { selectLocale, type SessionLocale } from '../../../machines/shell/session.machine'
import { LOCALES } from '../../i18n/i18n'
import { useSession, useSessionSelector } from '../../session/session-context'
import styles from './side-menu.module.css'

// Each language is named in itself, so a user who cannot read the current language finds theirs.
const NATIVE_NAMES: Record<SessionLocale, string> = { sv: 'Svenska', en: 'English', pl: 'Polski' }

/** sv/en/pl; the choice changes texts, <html lang> and the Accept-Language of every later call. */
export function LanguageSelector() {
  const { t } = useTranslation('shell')
  const session = useSession()
  const locale = useSessionSelector(selectLocale)
  return (
    <div role="group" aria-labelledby="language-selector-title">
      <h3 id="language-selector-title" className={styles.sectionTitle}>
        {t('language.title')}
      </h3>
      <div className={styles.languages}>
        {LOCALES.map((lng) => (
          <button
            key={lng}
            type="button"
            lang={lng}
            className={styles.language}
            aria-pressed={locale === lng}
            onClick={() => session.send({ type: 'locale.change', locale: lng })}
          >
            {NATIVE_NAMES[lng]}
          </button>
        ))}
      </div>
    </div>
  )
}
