/** The shell slice's notifications: the companyAdmin's 160 of every type and a few for the others. */
import type { Db } from '../db'
import { createAll } from './create-all'
import { COMPANY_NORR, COMPANY_SYD } from './company'
import { beforeBase, HOUR, P } from './shell'
import { ORDER_IDS } from './orders'

type NotificationSeed = {
  id: number
  personId: number
  subject: string
  sentTime: string
  readTime: string | null
  type: 'Book' | 'Application' | 'TradeCertificate' | 'DistanceOrder'
  concernType: string
  concernId: number
  additionalInfo: { reportId?: number | null; companyId?: number | null; belongsToPersonId?: number | null } | null
}

/** What a notification is about: a concern of one of the types, or a qualification time (a Book notification). */
type Concern = NotificationSeed['type'] | 'QualificationTime'
type About = Pick<NotificationSeed, 'type' | 'concernType' | 'concernId' | 'subject' | 'additionalInfo'>

/** The one notification builder: its type is its concern's (a qualification time's is Book). */
function about(
  concern: Concern,
  concernId: number,
  subject: string,
  additionalInfo: NotificationSeed['additionalInfo'],
): About {
  return {
    type: concern === 'QualificationTime' ? 'Book' : concern,
    concernType: concern,
    concernId,
    subject,
    additionalInfo,
  }
}

/** How many notifications the companyAdmin persona gets (at least 150 of every type, §9 screen loads 1000). */
export const COMPANY_ADMIN_NOTIFICATIONS = 160

const APPLICANTS = ['Ali Karimi', 'Emma Svensson', 'Noah Lindberg', 'Wilma Forsberg', 'Lucas Öberg', 'Alice Sandberg']

/** The companyAdmin's notification `i` about one of the two apprentices, by `i % 5`. */
interface AdminConcern {
  i: number
  name: string
  person: { id: number }
  bookId: number
  educationId: number
}

const ADMIN_KINDS: Array<(c: AdminConcern) => About> = [
  ({ i, name, person, bookId }) =>
    about('Book', bookId, `Ny rapport att granska i e-boken för ${name}`, {
      reportId: 20001 + i,
      companyId: COMPANY_NORR.id,
      belongsToPersonId: person.id,
    }),
  ({ i, name, person, bookId, educationId }) =>
    i % 2 === 0
      ? about('Book', bookId, `E-boken för ${name} har uppdaterats`, {
          companyId: COMPANY_NORR.id,
          belongsToPersonId: person.id,
        })
      : about('QualificationTime', educationId, `Kvalifikationstiden för ${name} behöver ses över`, {
          reportId: null,
          companyId: COMPANY_NORR.id,
          belongsToPersonId: person.id,
        }),
  ({ i }) =>
    about(
      'Application',
      30001 + i,
      `Ny lärlingsansökan från ${APPLICANTS[Math.floor(i / 5) % APPLICANTS.length]} väntar på godkännande`,
      { companyId: COMPANY_NORR.id },
    ),
  ({ i, name, person }) =>
    about('TradeCertificate', 40001 + i, `Yrkesbevis har utfärdats för ${name}`, { belongsToPersonId: person.id }),
  // Norr's two orders awaiting approval (scenario/orders.ts), so each notification opens a real order.
  ({ i }) => {
    const orderId = [ORDER_IDS.nearDeadline, ORDER_IDS.secondAwaiting][Math.floor(i / 5) % 2]
    return about('DistanceOrder', orderId, `Distansbeställning ${orderId} väntar på ert godkännande`, {
      companyId: COMPANY_NORR.id,
    })
  },
]

/** The companyAdmin's notifications: every type, newest first by id, spread over about six months. */
function companyAdminNotifications(): NotificationSeed[] {
  const apprentices = [
    { person: P.apprentice, bookId: 7001, educationId: 6002 },
    { person: P.protectedIdentity, bookId: 7003, educationId: 6004 },
  ]
  return Array.from({ length: COMPANY_ADMIN_NOTIFICATIONS }, (_, i) => {
    const { person, bookId, educationId } = apprentices[Math.floor(i / 5) % 2]
    const name = `${person.firstName} ${person.lastName}`
    const sentTime = beforeBase(i * 27 + (i % 5) * 0.25)
    const unread = i < 8 || i % 6 === 3
    const readTime = unread ? null : new Date(Date.parse(sentTime) + (2 + (i % 4)) * HOUR).toISOString()
    const what = ADMIN_KINDS[i % 5]({ i, name, person, bookId, educationId })
    return { id: 10001 + i, personId: P.companyAdmin.id, sentTime, readTime, ...what }
  })
}

/** When the instructors' new instructions were announced. */
const INSTRUCTIONS_SENT = '2026-05-04T08:00:00.000Z'

/** A notification not read yet, or read an hour after it was sent. */
const UNREAD = false
const READ = true

/**
 * The other personas' notifications, in id order from 11001: to a persona (`to(person)`), sent so
 * many hours before the scenario's today (or at a given time), read an hour after or not.
 */
function otherNotifications(): NotificationSeed[] {
  let id = 11001
  const to =
    ({ id: personId }: { id: number }) =>
    (sent: number | string, read: boolean, ...concern: Parameters<typeof about>): NotificationSeed => {
      const { additionalInfo, ...what } = about(...concern)
      return {
        id: id++,
        personId,
        ...what,
        sentTime: typeof sent === 'number' ? beforeBase(sent) : sent,
        readTime: read && typeof sent === 'number' ? beforeBase(sent - 1) : null,
        additionalInfo,
      }
    }
  const [apprentice, instructor, yua, bg, departmentAdmin, passwordUser, protectedIdentity] = [
    P.apprentice,
    P.instructor,
    P.yua,
    P.bg,
    P.departmentAdmin,
    P.passwordUser,
    P.protectedIdentity,
  ].map(to)
  const norr = { companyId: COMPANY_NORR.id }
  const syd = { companyId: COMPANY_SYD.id }
  const elinsBook = { companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id }
  return [
    apprentice(20, UNREAD, 'Book', 7001, 'Din handledare har kommenterat din rapport', {
      reportId: 21001,
      ...elinsBook,
    }),
    apprentice(5 * 24, UNREAD, 'Application', 30501, 'Din ansökan har bekräftats av Ställningspartner Syd AB', syd),
    apprentice(30 * 24, READ, 'TradeCertificate', 40501, 'Dags att beställa ditt yrkesbevis-kort', null),
    apprentice(45 * 24, READ, 'QualificationTime', 6002, 'Din kvalifikationstid har uppdaterats', elinsBook),
    apprentice(80 * 24, READ, 'Book', 7001, 'Din e-bok har aktiverats', norr),
    instructor(2 * 24, UNREAD, 'Book', 7001, 'Elin Andersson har skickat in en ny rapport', {
      reportId: 21002,
      ...elinsBook,
    }),
    instructor(3 * 24, UNREAD, 'Book', 7004, 'Tomasz Kowalski har skickat in en ny rapport', {
      reportId: 21003,
      companyId: COMPANY_SYD.id,
      belongsToPersonId: P.passwordUser.id,
    }),
    instructor(60 * 24, READ, 'Book', 7003, 'E-boken för Sara Holm har godkänts', {
      companyId: COMPANY_NORR.id,
      belongsToPersonId: P.protectedIdentity.id,
    }),
    instructor(INSTRUCTIONS_SENT, UNREAD, 'TradeCertificate', 8001, 'Nya instruktioner för handledare finns att läsa', {
      belongsToPersonId: P.instructor.id,
    }),
    yua(26, UNREAD, 'Application', 30601, 'Ny lärlingsansökan från Emma Svensson väntar på godkännande', norr),
    yua(9 * 24, READ, 'Application', 30602, 'Ny lärlingsansökan från Ali Karimi väntar på godkännande', norr),
    yua(4 * 24, UNREAD, 'Book', 7001, 'Ny rapport att granska i e-boken för Elin Andersson', {
      reportId: 21004,
      ...elinsBook,
    }),
    bg(30, UNREAD, 'DistanceOrder', 50501, 'Distansbeställning 50501 väntar på ert godkännande', norr),
    bg(6 * 24, UNREAD, 'DistanceOrder', 50502, 'Distansbeställning 50502 väntar på ert godkännande', norr),
    bg(40 * 24, READ, 'DistanceOrder', 50503, 'Distansbeställning 50503 har godkänts', norr),
    departmentAdmin(50, UNREAD, 'Application', 30701, 'Ny lärlingsansökan till avdelning Malmö', syd),
    departmentAdmin(12 * 24, READ, 'DistanceOrder', 50601, 'Distansbeställning 50601 väntar på ert godkännande', syd),
    passwordUser(300 * 24, READ, 'Book', 7004, 'Din e-bok har aktiverats', syd),
    passwordUser(7 * 24, UNREAD, 'Application', 30801, 'Din ansökan har godkänts', syd),
    protectedIdentity(10 * 24, UNREAD, 'TradeCertificate', 40601, 'Din e-bok är godkänd – yrkesbeviset beställs', {
      belongsToPersonId: P.protectedIdentity.id,
    }),
  ]
}

/** The 'many-notifications' variant: how many more the apprentice gets (§9: the screen loads up to 1000). */
export const MANY_NOTIFICATIONS = 1000
/** Their ids start above every other notification's. */
export const MANY_NOTIFICATIONS_FIRST_ID = 100_001

const MANY_SUBJECTS: Array<(n: number) => About> = [
  (n) =>
    about('Book', 7001, `Din handledare har kommenterat rapport ${22001 + n}`, {
      reportId: 22001 + n,
      companyId: COMPANY_NORR.id,
      belongsToPersonId: P.apprentice.id,
    }),
  (n) =>
    about('QualificationTime', 6002, `Kvalifikationstiden har uppdaterats (vecka ${(n % 52) + 1})`, {
      companyId: COMPANY_NORR.id,
      belongsToPersonId: P.apprentice.id,
    }),
  (n) =>
    about('Application', 30501, `Ställningspartner Syd AB har ändrat din ansökan (${n + 1})`, {
      companyId: COMPANY_SYD.id,
    }),
  (n) => about('TradeCertificate', 40501, `Påminnelse ${n + 1}: beställ ditt yrkesbevis-kort`, null),
]

/**
 * The apprentice's extra notifications: every type an apprentice gets, one every six hours back
 * from the scenario's today (interleaved with her five), the newest 30 and every seventh unread.
 */
export function manyNotifications(): NotificationSeed[] {
  return Array.from({ length: MANY_NOTIFICATIONS }, (_, i) => {
    const sentTime = beforeBase(i * 6 + 3)
    const unread = i < 30 || i % 7 === 0
    return {
      id: MANY_NOTIFICATIONS_FIRST_ID + i,
      personId: P.apprentice.id,
      sentTime,
      readTime: unread ? null : new Date(Date.parse(sentTime) + 2 * HOUR).toISOString(),
      ...MANY_SUBJECTS[i % MANY_SUBJECTS.length](i),
    }
  })
}

export async function seedShellNotifications(target: Db, options: { many?: boolean } = {}): Promise<void> {
  await createAll(target.notifications, [
    ...companyAdminNotifications(),
    ...otherNotifications(),
    ...(options.many ? manyNotifications() : []),
  ])
}
