/**
 * One load run with autocannon: N connections for D seconds against a list of paths (each
 * connection cycles through them). Latency percentiles come from every response's own time,
 * recorded here (autocannon's histogram has no p95).
 */
import autocannon from "autocannon";

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors (timeouts among them) and non-2xx answers. */
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function load(options: {
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let ok = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        requests: options.paths.map((path) => ({ method: "GET", path })),
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(typeof error === "string" ? error : JSON.stringify(error))) : resolve(result),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        latencies.push(responseTime);
      }
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    seconds: result.duration,
    requests: ok,
    rps: ok / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx, // errors include timeouts
  };
}
