import { expect, type Page } from "@playwright/test";

/** The toasts on the page (packages/ui's toaster marks each one `data-slot="toast"`). */
export function toast(page: Page) {
  return page.locator('[data-slot="toast"]');
}

/** A toast with this title (and description) is shown. */
export async function expectToast(page: Page, title: string, description?: string) {
  // One assertion over one toast: a toast that leaves between two checks would fail the second.
  const shown = description
    ? toast(page).filter({ hasText: title }).filter({ hasText: description })
    : toast(page).filter({ hasText: title });
  await expect(shown.first()).toBeVisible();
}

/**
 * The logged-out toast lives only the 500 ms before the page moves to sign-in, and leaves after
 * 5 s; on a busy machine a check can miss it (a `page.goto` that returns on `load` can come back
 * after the toast has gone). This holds the move (the request to /api/login) and watches for the
 * toast from before the action starts, then lets the move go.
 */
export async function expectLoggedOutToastThenSignIn(page: Page, act: () => Promise<unknown>) {
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/login", async (route) => {
    await seen;
    await route.continue();
  });
  const shown = expect(
    toast(page)
      .and(page.locator('[data-variant="destructive"]'))
      .filter({ hasText: "Unauthorized" })
      .filter({ hasText: "You are logged out. Logging in again..." }),
  ).toHaveCount(1, { timeout: 20_000 });
  try {
    await Promise.all([shown, act()]);
  } finally {
    release();
  }
}
