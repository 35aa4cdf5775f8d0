/** See test-server.mjs. */
export function testServer(
  port: number,
  options?: { prefix?: string },
): { baseURL: string; command: string; env: Record<string, string> };
