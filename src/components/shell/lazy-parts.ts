/**
 * Shell parts that most visits never need, loaded on demand so the start page stays small (the
 * issue's 130 KB budget): the drawer with its logout confirmation, and the forced-logout modal.
 * The loaders are shared by React.lazy and the menu button's prefetch.
 */
export const loadSideMenu = () => import('./side-menu')
export const loadForcedLogoutDialog = () => import('./session-dialogs').then((m) => ({ default: m.ForcedLogoutDialog }))
