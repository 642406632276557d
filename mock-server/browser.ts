export async function startBrowserMock(): Promise<void> {
  // Filled in by the simulated backend: MSW worker over the seeded collections.
}
