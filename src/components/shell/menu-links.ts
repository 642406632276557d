import type { Person } from '../../api/shell/user.schemas'
import { myEbookId, type MenuItems } from '../../domain/menu'

export type MenuKey = Exclude<keyof MenuItems, 'notifications'>

/** Menu order of §2. Notifications have the bell in the top bar instead of a menu item. */
export const MENU_ORDER: MenuKey[] = [
  'address',
  'settings',
  'qualifications',
  'application',
  'orderCard',
  'ebook',
  'instructorInstructions',
  'myApprentices',
  'apprenticeBooks',
  'myQualifyingTime',
  'apprenticeQualifyingTime',
  'guide',
]

/**
 * Where each item leads (routes.json). Items whose page needs an id take the user's own: my
 * apprentices and my qualifying time use the person id (the qualification-time call is per person),
 * the e-book the newest book; without a book, the start page's e-book list.
 */
export function menuHref(key: MenuKey, user: Person): string {
  switch (key) {
    case 'address':
      return '/my-address'
    case 'settings':
      return '/my-settings'
    case 'qualifications':
      return '/my-qualifications'
    case 'application':
      return '/application'
    case 'orderCard':
      return '/order-card/my-start'
    case 'ebook': {
      const id = myEbookId(user)
      return id === null ? '/#ebooks' : `/book/${id}`
    }
    case 'instructorInstructions':
      return '/instructor/instructions'
    case 'myApprentices':
      return `/instructor/${user.id}/apprentices`
    case 'apprenticeBooks':
      return '/instructor/ebooks'
    case 'myQualifyingTime':
      return `/qualifying-time/${user.id}`
    case 'apprenticeQualifyingTime':
      return '/apprentice-qualifying-time'
    case 'guide':
      return '/guide'
  }
}

/** §7: apprentices with basic education are the user's book entries that belong to someone else. */
export function hasApprenticesWithBasicEducation(user: Person): boolean {
  return user.books.some((b) => b.personId !== user.id)
}
