import i18n from '../../../i18n/i18n'
import en from './locales/en.json'
import pl from './locales/pl.json'
import sv from './locales/sv.json'

// The panel's texts live beside it (namespace 'dev'), not in src/i18n/locales, so a real-API
// bundle carries none of the simulated backend: not its code and not its words.
const resources = { sv, en, pl }
for (const [lng, texts] of Object.entries(resources)) i18n.addResourceBundle(lng, 'dev', texts, true, true)
