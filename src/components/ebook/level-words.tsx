import { useTranslation } from 'react-i18next'
import { LEVEL_MAX, LEVEL_MIN, type Level } from '../../api/ebook/ebook.schemas'

/**
 * What the assessment levels 1 to 4 (§9) mean, in words, in one place: every page that chooses or
 * shows a level (the rating modal, the instructor's review, the overview) says it the same way.
 * Texts: `levels.<n>.name` and `levels.<n>.description` in the `ebook` namespace (sv, en, pl); the
 * scale itself is a rule of ours where the spec gives only the numbers (ADR 0008, "Levels").
 * A page outside the `ebook` namespace's routes loads it first (ensureNamespaces('ebook')).
 */

export const LEVEL_NS = 'ebook'
export const LEVELS: readonly Level[] = Array.from(
  { length: LEVEL_MAX - LEVEL_MIN + 1 },
  (_, i) => (LEVEL_MIN + i) as Level,
)

export interface LevelWords {
  /** "With guidance" */
  name: (level: number) => string
  /** "Does the task together with the instructor." */
  description: (level: number) => string
  /** "Level 2: With guidance" */
  label: (level: number) => string
}

/** The words of the levels in the current language. */
export function useLevelWords(): LevelWords {
  const { t } = useTranslation(LEVEL_NS)
  const name = (level: number) => t(`levels.${level}.name`)
  return {
    name,
    description: (level) => t(`levels.${level}.description`),
    label: (level) => t('levels.label', { level, name: name(level) }),
  }
}

/** A level said in words ("Level 2: With guidance"), its meaning on hover (the page's LevelScale says it for everyone). */
export function LevelText({ level, className }: { level: number; className?: string }) {
  const words = useLevelWords()
  return (
    <span className={className} title={words.description(level)} data-level={level}>
      {words.label(level)}
    </span>
  )
}

/** The whole scale: each level's name and what it means (a key beside a page's levels). */
export function LevelScale({ className }: { className?: string }) {
  const { t } = useTranslation(LEVEL_NS)
  const words = useLevelWords()
  return (
    <details className={className} data-testid="level-scale">
      <summary>{t('levels.title')}</summary>
      <dl>
        {LEVELS.map((level) => (
          <div key={level}>
            <dt>{words.label(level)}</dt>
            <dd>{words.description(level)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
