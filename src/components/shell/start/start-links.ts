/**
 * External addresses of the start page. The real ones belong to the scheme's organisation and are
 * not in the spec; these stand-ins (like the side menu's) keep the shape so swapping is a one-file change.
 */
export const START_LINKS = {
  /** The old system's sign-in (§2 logged-out view). */
  oldSystemSignIn: 'https://www.example.org/gamla-systemet/logga-in',
  /** Information for companies that want to connect. */
  companies: 'https://www.example.org/foretag/anslut',
  /** Age exemption for under-age apprentices (§5: a minor needs an age-exemption application). */
  minors: 'https://www.example.org/larling/under-18',
  /** How personal data is handled (the not-registered view's policy link). */
  privacyPolicy: 'https://www.example.org/integritetspolicy',
} as const
