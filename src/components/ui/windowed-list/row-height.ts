import { measureElement, type Virtualizer } from '@tanstack/react-virtual'

/**
 * The height the virtualizer keeps for a measured row. A row not laid out (0 high: a hidden tab,
 * jsdom) keeps its estimate rather than collapsing the list; one within a pixel of it keeps it too
 * (issue 17 §4: the instructor's rows measured 122.39 px against 122, and every such difference
 * moved the rows after it and rendered the list a second time in the click that opened it; a
 * fraction of a pixel per row only shifts which rows are the overscan).
 */
export function keptRowHeight(measured: number, estimate: number): number {
  return measured <= 0 || Math.abs(measured - estimate) < 1 ? estimate : measured
}

/**
 * A row's height. Called with the ResizeObserver's entry once the frame has laid the row out, and
 * without one from the row's ref while React commits it: then it answers what is known (the row's
 * last height, else the estimate) instead of reading offsetHeight, which laid the page out in the
 * middle of the commit only to lay it out again after the effects that follow (issue 17 §4: the
 * largest single cost of opening the instructor's list). The library observes every row it is given,
 * and a browser reports each observed element once it is laid out, before that frame is painted.
 */
export function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLLIElement>,
): number {
  const index = instance.indexFromElement(element)
  const estimate = instance.options.estimateSize(index)
  if (!entry && typeof ResizeObserver !== 'undefined')
    return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate
  return keptRowHeight(measureElement(element, entry, instance), estimate)
}
