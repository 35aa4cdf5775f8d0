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
