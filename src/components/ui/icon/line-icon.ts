/**
 * What every inline line icon shares (24-unit box, drawn with the text colour): decorative, so hidden
 * from assistive technology; the control or image around it carries the accessible name.
 */
export const LINE_ICON = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const
