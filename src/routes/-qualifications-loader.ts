import { selectBaseLists } from '../../machines/shell/session.machine'
import type { BasicEducationData, MyQualificationsData } from '../components/qualifications/qualifications-data'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'
import { requireAuth } from './-guards'

/**
 * The loaders of /my-qualifications and /basic-education (issue 21, ADR 0014): the `qualifications`
 * texts beside what the person holds (and the instructions' date, or the basic educations' courses);
 * the calls are imported when the route loads, not with the start page.
 */
export async function loadMyQualifications(context: RouterContext): Promise<MyQualificationsData> {
  const user = requireAuth(context)
  const [, { loadMyQualificationsData }] = await Promise.all([
    ensureNamespaces('qualifications', 'qualifications-qr'),
    import('../components/qualifications/qualifications-data'),
  ])
  return loadMyQualificationsData(user, selectBaseLists(context.session.getSnapshot()))
}

export async function loadBasicEducation(context: RouterContext): Promise<BasicEducationData> {
  const user = requireAuth(context)
  const [, { loadBasicEducationData }] = await Promise.all([
    ensureNamespaces('qualifications', 'qualifications-qr'),
    import('../components/qualifications/qualifications-data'),
  ])
  return loadBasicEducationData(user, selectBaseLists(context.session.getSnapshot()))
}
