/**
 * The pages the instructors' tour steps (§2: 21–27) are about, so each step can open its page
 * (issue 10: the steps "point at real pages now"). The administrators' steps have none yet.
 */
export type TourLinkKey = 'instructions' | 'apprentices' | 'ebooks' | 'qualifyingTime' | 'notifications' | 'guide'

export interface TourLink {
  key: TourLinkKey
  href: string
}

export function tourStepLinks(step: number, userId: number): TourLink[] {
  switch (step) {
    case 22:
      return [{ key: 'instructions', href: '/instructor/instructions' }]
    case 23:
      // My apprentices (§2: the instructor's own person id).
      return [{ key: 'apprentices', href: `/instructor/${userId}/apprentices` }]
    case 24:
    case 25:
      // The e-books he supervises, where he reviews reports and approves the book (InstructorEbooks).
      return [{ key: 'ebooks', href: '/instructor/ebooks' }]
    case 26:
      // "Finished times waiting for you": the apprentices' qualifying time, the ended ones first (issue 21).
      return [{ key: 'qualifyingTime', href: '/apprentice-qualifying-time' }]
    case 27:
      return [
        { key: 'notifications', href: '/notifications' },
        { key: 'guide', href: '/guide' },
      ]
    default:
      return []
  }
}
