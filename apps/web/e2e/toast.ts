import { expect, type Page } from "@playwright/test";

/** The toasts on the page (packages/ui's toaster marks each one `data-slot="toast"`). */
export function toast(page: Page) {
  return page.locator('[data-slot="toast"]');
}

/** A toast with this title (and description) is shown. */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page)).toContainText(title);
  if (description) await expect(toast(page)).toContainText(description);
}
