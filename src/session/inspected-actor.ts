import { useActorRef } from '@xstate/react'
import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate'
import { inspect } from './machine-inspection'

/**
 * The only way the app starts a root actor (issue 23, ADR 0020): `useActorRef` and `createActor` with
 * XState's `inspect` option added, so the developer panel's machine inspector and path recorder see
 * every flow. Lint refuses `useActorRef`/`createActor` anywhere else in the app (eslint.config.js), so a
 * new flow cannot be left out by forgetting the option. In a real-API build `inspect` is undefined.
 *
 * Each keeps the signature of the function it wraps (options required where the logic requires input);
 * the casts are only because TypeScript cannot follow a generic through that conditional rest tuple.
 */
export const useInspectedActorRef = ((
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic>,
  observer?: Parameters<typeof useActorRef>[2],
) => useActorRef(logic, { ...options, inspect }, observer)) as unknown as typeof useActorRef

export const createInspectedActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createActor(logic, { ...options, inspect })) as unknown as typeof createActor
