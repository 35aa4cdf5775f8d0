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

/** Where the page notes the destructive toasts it showed (sessionStorage survives the redirect). */
const SEEN_KEY = "skyhire-e2e-destructive-toasts";

/** Notes every destructive toast the moment it renders, in this document and the next ones. */
function noteDestructiveToasts(key: string) {
  const note = () => {
    for (const element of document.querySelectorAll('[data-slot="toast"][data-variant="destructive"]')) {
      const text = element.textContent ?? "";
      const seen = sessionStorage.getItem(key) ?? "";
      if (!seen.includes(text)) sessionStorage.setItem(key, `${seen}\n${text}`);
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  note();
}

/**
 * The logged-out toast lives only the 500 ms before the page moves to sign-in. Polling for it can
 * miss that window on a busy machine, and a poll that falls after the move has started waits for
 * the move (Playwright waits for a navigation before it queries). So the page itself notes the toast
 * when it renders (a MutationObserver, from before the action), and the note is read after the move.
 */
export async function expectLoggedOutToastThenSignIn(page: Page, act: () => Promise<unknown>) {
  await page.addInitScript(noteDestructiveToasts, SEEN_KEY);
  // The page already open, if any (about:blank has no storage: nothing to note there).
  await page.evaluate(noteDestructiveToasts, SEEN_KEY).catch(() => undefined);
  await act();
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? "", SEEN_KEY).catch(() => ""), { timeout: 20_000 })
    .toMatch(/Unauthorized[\s\S]*You are logged out\. Logging in again\.\.\./);
}
