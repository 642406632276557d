import './dev-i18n'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import {
  acceptedEvents,
  coverage,
  stateLabel,
  stateTree,
  summarizeContext,
  type StateTreeNode,
} from './dev-inspector-model'
import { inspectionLog, type InspectedActor, type InspectionLog } from './inspection-log'
import panelStyles from './dev-panel.module.css'
import styles from './dev-inspector.module.css'

/** How many of the latest machine events the panel lists. */
const LATEST_EVENTS = 8

/**
 * The machine inspector (issue 23): the running actors with their state, the events they accept and a
 * redacted context, and each machine's state graph with the current and the visited states marked in
 * words. Fed by XState's inspection API (inspection-log.ts).
 */
export function InspectorSection({ log = inspectionLog }: { log?: InspectionLog }) {
  const { t } = useTranslation('dev')
  useSyncExternalStore(log.subscribe, () => log.version)
  const running = log.running()
  const machines = [...log.seenMachines()]
  const latest = log
    .entries()
    .filter((entry) => entry.kind === 'event')
    .slice(-LATEST_EVENTS)
    .reverse()

  return (
    <section className={panelStyles.section} aria-labelledby="dev-inspector">
      <h3 id="dev-inspector">{t('inspector.title')}</h3>
      <h4 id="dev-inspector-running">{t('inspector.running')}</h4>
      {running.length === 0 ? (
        <p>{t('inspector.noActors')}</p>
      ) : (
        <ul className={styles.actors} aria-labelledby="dev-inspector-running">
          {running.map((actor) => (
            <ActorItem
              key={actor.sessionId}
              actor={actor}
              parent={running.find((a) => a.sessionId === actor.parentSessionId)}
            />
          ))}
        </ul>
      )}
      <h4>{t('inspector.graphs')}</h4>
      {machines.map(([machineId, { machine, visited }]) => {
        const actor = running.find((a) => a.machineId === machineId)
        const tree = stateTree(machine, visited, new Set(actor?.snapshot._nodes.map((node) => node.id)))
        return (
          <details key={machineId} className={styles.machine}>
            <summary>
              {machineId}: {t('inspector.coverage', { visited: coverage(tree).visited, count: coverage(tree).total })}
              {actor ? '' : ` ${t('inspector.notRunning')}`}
            </summary>
            <StateList nodes={[tree]} className={styles.tree} />
          </details>
        )
      })}
      <h4>{t('inspector.latest')}</h4>
      {latest.length === 0 ? (
        <p>{t('inspector.noEvents')}</p>
      ) : (
        <ol className={styles.events}>
          {latest.map((entry) =>
            entry.kind === 'event' ? (
              <li key={entry.seq}>
                {t('inspector.eventTo', { event: entry.event.type, machine: entry.machineId })}{' '}
                <code>{payloadText(entry.event)}</code>
              </li>
            ) : null,
          )}
        </ol>
      )}
    </section>
  )
}

function payloadText(event: { type: string }): string {
  const { type: _type, ...payload } = event
  return Object.keys(payload).length ? JSON.stringify(summarizeContext(payload)) : ''
}

function ActorItem({ actor, parent }: { actor: InspectedActor; parent: InspectedActor | undefined }) {
  const { t } = useTranslation('dev')
  const events = acceptedEvents(actor.snapshot)
  return (
    <li className={styles.actor}>
      <strong>{actor.machineId}</strong>
      {parent && ` ${t('inspector.childOf', { id: actor.id, parent: parent.machineId })}`}
      <dl className={styles.facts}>
        <dt>{t('inspector.state')}</dt>
        <dd>{stateLabel(actor.snapshot.value)}</dd>
        <dt>{t('inspector.accepts')}</dt>
        <dd>
          {events.length === 0
            ? t('inspector.acceptsNothing')
            : events
                .map((event) => (event.now ? event.type : t('inspector.guardedEvent', { event: event.type })))
                .join(', ')}
        </dd>
      </dl>
      <details>
        <summary>{t('inspector.context')}</summary>
        <pre className={styles.context}>{JSON.stringify(summarizeContext(actor.snapshot.context), null, 2)}</pre>
      </details>
    </li>
  )
}

function StateList({ nodes, className }: { nodes: StateTreeNode[]; className?: string }) {
  const { t } = useTranslation('dev')
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <span className={node.current ? styles.current : node.visited ? undefined : styles.unvisited}>
            {node.name || node.id}
          </span>{' '}
          ({t(node.current ? 'inspector.current' : node.visited ? 'inspector.visited' : 'inspector.notVisited')})
          {node.transitions.length > 0 && (
            <div className={styles.transitions}>
              {node.transitions
                .map((edge) =>
                  t(edge.guarded ? 'inspector.transitionGuarded' : 'inspector.transition', {
                    event: edge.event,
                    target: edge.target,
                  }),
                )
                .join('; ')}
            </div>
          )}
          {node.children.length > 0 && <StateList nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}
