/**
 * Shell parts that most visits never need, loaded on demand so the start page stays small (the
 * issue's 130 KB budget): the drawer with its logout confirmation, and the forced-logout modal.
 * The loaders are shared by React.lazy and the menu button's prefetch; each brings its texts along.
 */
import { ensureNamespaces } from '../../i18n/i18n'

export const loadSideMenu = () => withMenuTexts(import('./side-menu'))
export const loadForcedLogoutDialog = () =>
  withMenuTexts(import('./session-dialogs')).then((m) => ({ default: m.ForcedLogoutDialog }))

/** A lazy part together with its texts ('shell-menu', keys of 'shell' outside the entry: src/i18n/i18n.ts). */
export function withMenuTexts<T>(part: Promise<T>): Promise<T> {
  return Promise.all([part, ensureNamespaces('shell-menu')]).then(([m]) => m)
}
