/**
 * Where the login forms read their texts, in order: their own route namespace, then the bundled 'login' that the
 * logged-out start page's pieces use (the personal-number field, the errors the test login and the e-ID button show
 * before the forms' texts are there). ADR 0005: the forms' texts are not in the start page's entry.
 */
export const FORM_TEXTS = ['login-forms', 'login'] as const
