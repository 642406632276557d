/**
 * Named variants of the scenario, chosen at reset (POST /__mock/reset {"scenario": …}). Each is the
 * default scenario plus data for one kind of check; a plain reset is always 'default'.
 * - 'many-notifications': the apprentice has MANY_NOTIFICATIONS more notifications, for the
 *   notifications page at the size §9 allows (the screen loads up to 1000) and `npm run bench`.
 */
import * as v from 'valibot'

export const SCENARIO_VARIANTS = ['default', 'many-notifications'] as const
export type ScenarioVariant = (typeof SCENARIO_VARIANTS)[number]
export const ScenarioVariantSchema = v.picklist(SCENARIO_VARIANTS)
