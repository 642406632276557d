import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { APPLICATION_STATE, type ApplicationStateName } from '../../../domain/application'
import { NS } from './texts'

const NAME_BY_ID = new Map<number, ApplicationStateName>(
  (Object.entries(APPLICATION_STATE) as Array<[ApplicationStateName, number]>).map(([name, id]) => [id, name]),
)

/** The translated name of an application state id (the base list's names are Swedish only). */
export function useStateName(): (stateId: number) => string {
  const { t } = useTranslation(NS)
  return useCallback(
    (stateId: number) => {
      const name = NAME_BY_ID.get(stateId)
      return name ? t(`states.${name}`) : t('states.unknown', { id: stateId })
    },
    [t],
  )
}
