/**
 * How the e2e run is split: E2E_WORKERS workers (2 by default: this machine's two cores), worker i
 * talking to its own server on E2E_PORT + 10·i (its database on that port + 1000, see
 * test-server.mjs). fixtures.ts points each test's baseURL at its worker's server.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 ? asked : 2;
}

function firstPort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

export function e2eServerPorts(workers: number): number[] {
  return Array.from({ length: workers }, (_, index) => firstPort() + 10 * index);
}

/** The server of the worker with this parallel index (0 … workers − 1). */
export function e2eBaseURL(parallelIndex: number): string {
  return `http://127.0.0.1:${firstPort() + 10 * parallelIndex}`;
}
