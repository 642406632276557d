/**
 * The QR codes (issue 21): codes signed by the provider's own key at the time of the state, injected
 * into the consumer's request as `${qrCode}` (a code cannot be written into a pact: the key is made
 * on the backend's first start). The check's refused-codes count starts empty in every state.
 */
import { setClock } from '../../../mock-server/clock'
import {
  forgetRefusedChecks,
  issueQrCode,
  reachRefusedChecksLimit,
} from '../../../mock-server/handlers/qualifications/qr'
import { QR_IDS, QUALIFICATION_IDS, SCENARIO_BASE_DATE } from '../../../mock-server/seed'
import type { Setup } from './-support'

const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString()

/** On the scenario's first morning, Johan's code of his valid trade certificate, `age` seconds old. */
const johansCode =
  (ageSeconds: number): Setup =>
  async () => {
    forgetRefusedChecks()
    setClock(SCENARIO_BASE_DATE)
    const qrCode = await issueQrCode('tradeCertificate', QUALIFICATION_IDS.validTradeCertificate)
    setClock(later(SCENARIO_BASE_DATE, ageSeconds))
    return { qrCode }
  }

export const qualificationsQrStates: Record<string, Setup> = {
  'Johan has a fresh QR code of his valid trade certificate': johansCode(60),
  'Johan’s QR code of his trade certificate is 16 minutes old': johansCode(16 * 60),
  // Made in the last minutes before the revocation day; checked ten minutes later, after midnight.
  'Maria’s QR code was made before her distance qualification was revoked': async () => {
    forgetRefusedChecks()
    setClock(QR_IDS.beforeRevocation)
    const qrCode = await issueQrCode('distanceQualification', QR_IDS.revokedDistanceQualification)
    setClock(later(QR_IDS.beforeRevocation, 10 * 60))
    return { qrCode }
  },
  'the QR check has no refused codes': async () => {
    forgetRefusedChecks()
  },
  'the QR check has just refused as many altered codes as it allows': async () => {
    forgetRefusedChecks()
    reachRefusedChecksLimit()
  },
}
