import { flowKey } from '../../wizard/use-saved-flow'

/** One company flow's progress: per user, company and application (`new` until the draft exists). */
export const companyFlowKey = (
  flow: 'registration' | 'review',
  userId: number,
  companyId: number,
  applicationId: number | null,
) => flowKey(`company-${flow}`, userId, companyId, applicationId ?? 'new')
