// The production server the e2e tests and `pnpm test:lighthouse` run against: `pnpm start` of
// apps/web (the entry, server.ts, on the build) behind a throwaway embedded database (never the developer's), migrated and seeded. Plain JavaScript so
// both playwright.config.ts and scripts/lighthouse.mjs (plain Node) can use it.

/**
 * A delivered milestone nobody answers is released after this many seconds here (AUTO_RELEASE_DAYS,
 * 14 days in production), the queue asked for the sweep every 2 seconds, so e2e/lifecycle/auto-release.spec.ts
 * sees it happen. Long enough that the other specs' deliveries are answered first (no test takes
 * more than about 16 s from start to end, delivery to answer a few seconds), short because the two
 * tests that wait it out hold a worker meanwhile.
 */
export const E2E_AUTO_RELEASE_SECONDS = 30;

/**
 * A message left unread is e-mailed after this many seconds here (MESSAGE_MAIL_DELAY_SECONDS, 600
 * by default), so e2e/account/notification-settings.spec.ts sees the mail without waiting minutes.
 */
export const E2E_MESSAGE_MAIL_DELAY_SECONDS = 5;

/** The shell command and the environment of a test server on `port` ({ prefix } names its data folders). */
export function testServer(port, { prefix = "skyhire-e2e" } = {}) {
  const baseURL = `http://127.0.0.1:${port}`;
  const dbDir = `${process.env.TMPDIR ?? "/tmp"}/${prefix}-${port}`;
  return {
    baseURL,
    // NODE_ENV=production for the server only (the start script sets it): the seed still makes the
    // demo accounts. Idle keep-alive connections live 65 s there (server.ts).
    command: `pnpm --filter @skyhire/db exec tsx src/bin/with-db.ts --reset --migrate --seed --then "pnpm --filter @skyhire/web start -p ${port} -H 127.0.0.1"`,
    env: {
      DATABASE_URL: "",
      EMBEDDED_DB_DIR: dbDir,
      EMBEDDED_DB_PORT: String(port + 1000),
      OUTBOX_DIR: `${dbDir}-outbox`,
      UPLOAD_DIR: `${dbDir}-uploads`,
      AUTH_URL: baseURL,
      // The server runs in production mode; the e2e tests read mails from /dev/outbox.
      ALLOW_DEV_OUTBOX: "1",
      // Every test signs up its own accounts, all from this one address.
      REGISTER_RATE_LIMIT: "1000",
      AUTO_RELEASE_DAYS: String(E2E_AUTO_RELEASE_SECONDS / 86_400),
      AUTO_RELEASE_SWEEP_SECONDS: "2",
      MESSAGE_MAIL_DELAY_SECONDS: String(E2E_MESSAGE_MAIL_DELAY_SECONDS),
      // e2e/account/webhooks.spec.ts receives webhooks on 127.0.0.1 over http.
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "1",
    },
  };
}
