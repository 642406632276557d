/** The staff slice's two handler arrays, so the company index takes them with one line. */
export { apprenticeshipsHandlers } from './apprenticeships'
export { employmentsHandlers } from './employments'
