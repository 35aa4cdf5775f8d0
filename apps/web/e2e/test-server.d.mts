/** See test-server.mjs. */
export const E2E_AUTO_RELEASE_SECONDS: number;
export const E2E_MESSAGE_MAIL_DELAY_SECONDS: number;

export function testServer(
  port: number,
  options?: { prefix?: string },
): { baseURL: string; command: string; env: Record<string, string> };
