/** The shell slice's notifications: the companyAdmin's 160 of every type and a few for the others. */
import type { Db } from '../db'
import { createAll } from './create-all'
import { COMPANY_NORR, COMPANY_SYD } from './company'
import { beforeBase, HOUR, P } from './shell'

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

/** How many notifications the companyAdmin persona gets (at least 150 of every type, §9 screen loads 1000). */
export const COMPANY_ADMIN_NOTIFICATIONS = 160

const APPLICANTS = ['Ali Karimi', 'Emma Svensson', 'Noah Lindberg', 'Wilma Forsberg', 'Lucas Öberg', 'Alice Sandberg']

/** The companyAdmin's notifications: every type, newest first by id, spread over about six months. */
function companyAdminNotifications(): NotificationSeed[] {
  const apprentices = [
    { person: P.apprentice, bookId: 7001, educationId: 6002 },
    { person: P.protectedIdentity, bookId: 7003, educationId: 6004 },
  ]
  const rows: NotificationSeed[] = []
  for (let i = 0; i < COMPANY_ADMIN_NOTIFICATIONS; i++) {
    const { person, bookId, educationId } = apprentices[Math.floor(i / 5) % 2]
    const name = `${person.firstName} ${person.lastName}`
    const sentTime = beforeBase(i * 27 + (i % 5) * 0.25)
    const unread = i < 8 || i % 6 === 3
    const readTime = unread ? null : new Date(Date.parse(sentTime) + (2 + (i % 4)) * HOUR).toISOString()
    const base = { id: 10001 + i, personId: P.companyAdmin.id, sentTime, readTime }
    switch (i % 5) {
      case 0:
        rows.push({
          ...base,
          type: 'Book',
          concernType: 'Book',
          concernId: bookId,
          subject: `Ny rapport att granska i e-boken för ${name}`,
          additionalInfo: { reportId: 20001 + i, companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
        })
        break
      case 1:
        rows.push(
          i % 2 === 0
            ? {
                ...base,
                type: 'Book',
                concernType: 'Book',
                concernId: bookId,
                subject: `E-boken för ${name} har uppdaterats`,
                additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
              }
            : {
                ...base,
                type: 'Book',
                concernType: 'QualificationTime',
                concernId: educationId,
                subject: `Kvalifikationstiden för ${name} behöver ses över`,
                additionalInfo: { reportId: null, companyId: COMPANY_NORR.id, belongsToPersonId: person.id },
              },
        )
        break
      case 2:
        rows.push({
          ...base,
          type: 'Application',
          concernType: 'Application',
          concernId: 30001 + i,
          subject: `Ny lärlingsansökan från ${APPLICANTS[Math.floor(i / 5) % APPLICANTS.length]} väntar på godkännande`,
          additionalInfo: { companyId: COMPANY_NORR.id },
        })
        break
      case 3:
        rows.push({
          ...base,
          type: 'TradeCertificate',
          concernType: 'TradeCertificate',
          concernId: 40001 + i,
          subject: `Yrkesbevis har utfärdats för ${name}`,
          additionalInfo: { belongsToPersonId: person.id },
        })
        break
      default:
        rows.push({
          ...base,
          type: 'DistanceOrder',
          concernType: 'DistanceOrder',
          concernId: 50001 + i,
          subject: `Distansbeställning ${50001 + i} väntar på ert godkännande`,
          additionalInfo: { companyId: COMPANY_NORR.id },
        })
    }
  }
  return rows
}

function otherNotifications(): NotificationSeed[] {
  const read = (hoursBefore: number) => beforeBase(hoursBefore - 1)
  let id = 11001
  const n = (row: Omit<NotificationSeed, 'id'>): NotificationSeed => ({ id: id++, ...row })
  return [
    n({
      personId: P.apprentice.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7001,
      subject: 'Din handledare har kommenterat din rapport',
      sentTime: beforeBase(20),
      readTime: null,
      additionalInfo: { reportId: 21001, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
    }),
    n({
      personId: P.apprentice.id,
      type: 'Application',
      concernType: 'Application',
      concernId: 30501,
      subject: 'Din ansökan har bekräftats av Ställningspartner Syd AB',
      sentTime: beforeBase(5 * 24),
      readTime: null,
      additionalInfo: { companyId: COMPANY_SYD.id },
    }),
    n({
      personId: P.apprentice.id,
      type: 'TradeCertificate',
      concernType: 'TradeCertificate',
      concernId: 40501,
      subject: 'Dags att beställa ditt yrkesbevis-kort',
      sentTime: beforeBase(30 * 24),
      readTime: read(30 * 24),
      additionalInfo: null,
    }),
    n({
      personId: P.apprentice.id,
      type: 'Book',
      concernType: 'QualificationTime',
      concernId: 6002,
      subject: 'Din kvalifikationstid har uppdaterats',
      sentTime: beforeBase(45 * 24),
      readTime: read(45 * 24),
      additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
    }),
    n({
      personId: P.apprentice.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7001,
      subject: 'Din e-bok har aktiverats',
      sentTime: beforeBase(80 * 24),
      readTime: read(80 * 24),
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.instructor.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7001,
      subject: 'Elin Andersson har skickat in en ny rapport',
      sentTime: beforeBase(2 * 24),
      readTime: null,
      additionalInfo: { reportId: 21002, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
    }),
    n({
      personId: P.instructor.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7004,
      subject: 'Tomasz Kowalski har skickat in en ny rapport',
      sentTime: beforeBase(3 * 24),
      readTime: null,
      additionalInfo: { reportId: 21003, companyId: COMPANY_SYD.id, belongsToPersonId: P.passwordUser.id },
    }),
    n({
      personId: P.instructor.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7003,
      subject: 'E-boken för Sara Holm har godkänts',
      sentTime: beforeBase(60 * 24),
      readTime: read(60 * 24),
      additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: P.protectedIdentity.id },
    }),
    n({
      personId: P.instructor.id,
      type: 'TradeCertificate',
      concernType: 'TradeCertificate',
      concernId: 8001,
      subject: 'Nya instruktioner för handledare finns att läsa',
      sentTime: '2026-05-04T08:00:00.000Z',
      readTime: null,
      additionalInfo: { belongsToPersonId: P.instructor.id },
    }),
    n({
      personId: P.yua.id,
      type: 'Application',
      concernType: 'Application',
      concernId: 30601,
      subject: 'Ny lärlingsansökan från Emma Svensson väntar på godkännande',
      sentTime: beforeBase(26),
      readTime: null,
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.yua.id,
      type: 'Application',
      concernType: 'Application',
      concernId: 30602,
      subject: 'Ny lärlingsansökan från Ali Karimi väntar på godkännande',
      sentTime: beforeBase(9 * 24),
      readTime: read(9 * 24),
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.yua.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7001,
      subject: 'Ny rapport att granska i e-boken för Elin Andersson',
      sentTime: beforeBase(4 * 24),
      readTime: null,
      additionalInfo: { reportId: 21004, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
    }),
    n({
      personId: P.bg.id,
      type: 'DistanceOrder',
      concernType: 'DistanceOrder',
      concernId: 50501,
      subject: 'Distansbeställning 50501 väntar på ert godkännande',
      sentTime: beforeBase(30),
      readTime: null,
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.bg.id,
      type: 'DistanceOrder',
      concernType: 'DistanceOrder',
      concernId: 50502,
      subject: 'Distansbeställning 50502 väntar på ert godkännande',
      sentTime: beforeBase(6 * 24),
      readTime: null,
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.bg.id,
      type: 'DistanceOrder',
      concernType: 'DistanceOrder',
      concernId: 50503,
      subject: 'Distansbeställning 50503 har godkänts',
      sentTime: beforeBase(40 * 24),
      readTime: read(40 * 24),
      additionalInfo: { companyId: COMPANY_NORR.id },
    }),
    n({
      personId: P.departmentAdmin.id,
      type: 'Application',
      concernType: 'Application',
      concernId: 30701,
      subject: 'Ny lärlingsansökan till avdelning Malmö',
      sentTime: beforeBase(50),
      readTime: null,
      additionalInfo: { companyId: COMPANY_SYD.id },
    }),
    n({
      personId: P.departmentAdmin.id,
      type: 'DistanceOrder',
      concernType: 'DistanceOrder',
      concernId: 50601,
      subject: 'Distansbeställning 50601 väntar på ert godkännande',
      sentTime: beforeBase(12 * 24),
      readTime: read(12 * 24),
      additionalInfo: { companyId: COMPANY_SYD.id },
    }),
    n({
      personId: P.passwordUser.id,
      type: 'Book',
      concernType: 'Book',
      concernId: 7004,
      subject: 'Din e-bok har aktiverats',
      sentTime: beforeBase(300 * 24),
      readTime: read(300 * 24),
      additionalInfo: { companyId: COMPANY_SYD.id },
    }),
    n({
      personId: P.passwordUser.id,
      type: 'Application',
      concernType: 'Application',
      concernId: 30801,
      subject: 'Din ansökan har godkänts',
      sentTime: beforeBase(7 * 24),
      readTime: null,
      additionalInfo: { companyId: COMPANY_SYD.id },
    }),
    n({
      personId: P.protectedIdentity.id,
      type: 'TradeCertificate',
      concernType: 'TradeCertificate',
      concernId: 40601,
      subject: 'Din e-bok är godkänd – yrkesbeviset beställs',
      sentTime: beforeBase(10 * 24),
      readTime: null,
      additionalInfo: { belongsToPersonId: P.protectedIdentity.id },
    }),
  ]
}

/** The 'many-notifications' variant: how many more the apprentice gets (§9: the screen loads up to 1000). */
export const MANY_NOTIFICATIONS = 1000
/** Their ids start above every other notification's. */
export const MANY_NOTIFICATIONS_FIRST_ID = 100_001

const MANY_SUBJECTS: Array<(n: number) => Omit<NotificationSeed, 'id' | 'personId' | 'sentTime' | 'readTime'>> = [
  (n) => ({
    type: 'Book',
    concernType: 'Book',
    concernId: 7001,
    subject: `Din handledare har kommenterat rapport ${22001 + n}`,
    additionalInfo: { reportId: 22001 + n, companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
  }),
  (n) => ({
    type: 'Book',
    concernType: 'QualificationTime',
    concernId: 6002,
    subject: `Kvalifikationstiden har uppdaterats (vecka ${(n % 52) + 1})`,
    additionalInfo: { companyId: COMPANY_NORR.id, belongsToPersonId: P.apprentice.id },
  }),
  (n) => ({
    type: 'Application',
    concernType: 'Application',
    concernId: 30501,
    subject: `Ställningspartner Syd AB har ändrat din ansökan (${n + 1})`,
    additionalInfo: { companyId: COMPANY_SYD.id },
  }),
  (n) => ({
    type: 'TradeCertificate',
    concernType: 'TradeCertificate',
    concernId: 40501,
    subject: `Påminnelse ${n + 1}: beställ ditt yrkesbevis-kort`,
    additionalInfo: null,
  }),
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
