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

/** Where the page notes the toasts it showed (sessionStorage survives a redirect). */
const SEEN_KEY = "skyhire-e2e-toasts";

/** Notes every toast ("variant|text") the moment it renders, in this document and the next ones. */
function noteToasts(key: string) {
  const note = () => {
    for (const element of document.querySelectorAll('[data-slot="toast"]')) {
      const entry = `${element.getAttribute("data-variant") ?? "default"}|${element.textContent ?? ""}`;
      const seen = sessionStorage.getItem(key) ?? "";
      if (!seen.includes(entry)) sessionStorage.setItem(key, `${seen}\n${entry}`);
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  note();
}

/**
 * A toast shown just before the page moves elsewhere (a redirect to sign-in) can be gone before a
 * poll sees it, and a poll that falls after the move has started waits for the move. So the page
 * itself notes each toast when it renders (a MutationObserver, from before the action), and the
 * note is read after the move. `shown` matches "variant|title…description".
 */
export async function expectToastAcrossRedirect(page: Page, act: () => Promise<unknown>, shown: RegExp) {
  await page.addInitScript(noteToasts, SEEN_KEY);
  // The page already open, if any (about:blank has no storage: nothing to note there).
  await page.evaluate(noteToasts, SEEN_KEY).catch(() => undefined);
  await act();
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? "", SEEN_KEY).catch(() => ""), { timeout: 20_000 })
    .toMatch(shown);
}

/** The logged-out toast (destructive, 500 ms before the move to sign-in), then the move. */
export async function expectLoggedOutToastThenSignIn(page: Page, act: () => Promise<unknown>) {
  await expectToastAcrossRedirect(page, act, /destructive\|Unauthorized[^\n]*You are logged out\. Logging in again\.\.\./);
}
