import { expect, type Page } from "@playwright/test";
import { signInThroughApi } from "../session";
export { signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast, expectToast } from "../toast";
export { pdfFile, pngFile } from "../upload-files";

export const PASSWORD = "e2e-operator-pass-1";
export const ADMIN = { email: "admin@skyhire.dev", password: "skyhire-demo" };

export function uniqueEmail(label: string) {
  return `e2e-operator-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** The onboarding step shown: its URL (step 1 may have no ?step) and the progress text. */
export async function expectStep(page: Page, step: number) {
  const query = step === 1 ? "(\\?step=1)?" : `\\?step=${step}`;
  await expect(page).toHaveURL(new RegExp(`/onboarding/operator${query}$`));
  await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
}

/** The message shown under a control (its accessible description ends with it). */
export async function expectMessage(page: Page, label: string | RegExp, message: string, within = page.getByRole("main")) {
  const control = within.getByLabel(label, { exact: typeof label === "string" ? true : undefined });
  await expect(control).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

export function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A new account through POST /api/auth/register, signed in with the page's own cookie jar. */
export async function registerAndSignIn(page: Page, email: string) {
  const request = page.context().request;
  const response = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  await signInThroughApi(request, email, PASSWORD);
}

/**
 * The newest link to `path` in the newest mail to `to` with this subject, read from /dev/outbox.
 * Mails go out through the job queue's worker, so the page is reloaded until the mail is there.
 */
export async function linkFromOutbox(page: Page, to: string, subject: string, path: string): Promise<string> {
  const mail = page.getByTestId("outbox-mail").filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
    await expect(page.getByRole("heading", { name: "Development Outbox" })).toBeVisible();
    await expect(mail).toContainText(to, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const href = await mail.getByRole("link", { name: new RegExp(escapeRegExp(path)) }).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href ?? "";
}
