/**
 * The stand-in for a machine's calls before its edge provides them (`<flow>.edge.ts`): each machine
 * declares its actors with it, so a machine started without its edge fails saying which call is missing.
 */
export function actorNotProvided(machine: string): (actor: string) => never {
  return (actor) => {
    throw new Error(`${machine}: actor "${actor}" was not provided`)
  }
}
