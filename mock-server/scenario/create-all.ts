/** Creates records one by one, so every collection's list order is fixed by the scenario. */
export async function createAll<T>(
  collection: { create(value: T): Promise<unknown> },
  rows: readonly T[],
): Promise<void> {
  for (const row of rows) await collection.create(row)
}
