declare const __APP_VERSION__: string
declare const __BUILD_HASH__: string
/** True when the portal runs on the simulated backend (no VITE_API_BASE_URL at build time). */
declare const __MOCK__: boolean
