import { expect, test, type Page } from "../fixtures";
import { bucketLabel, formatMoney } from "@skyhire/validators";
import {
  DEMO,
  EXPIRED_OPERATOR,
  expectNoHorizontalScroll,
  expectToast,
  onboardNewOperator,
  pageAs,
  signIn,
  signInThroughApi,
  uniqueLabel,
} from "./helpers";

/**
 * The admin area (issue 6) in a real browser against the production build and a freshly seeded
 * database: approvals with the documents open beside the decision, rejection with a reason the
 * operator reads, the 403 for everyone else, suspension, moderation, document expiry, money and
 * the audit log.
 */

const REJECTION = "Your insurance certificate is unreadable; please upload a clear scan of the policy.";

/** A list shows the previous results while the next request runs (aria-busy); wait for the new ones. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function openReview(page: Page, company: string) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Operator Approvals" })).toBeVisible();
  await page.getByRole("link", { name: `Review ${company}` }).click();
  await expect(page.getByRole("heading", { name: company })).toBeVisible();
}

test("a new operator onboards and is pending; the admin approves them with the documents open; their listing then appears in browse", async ({
  page,
  browser,
}) => {
  const operator = await onboardNewOperator(browser, "Approve");
  const operatorRequest = operator.page.context().request;
  // Pending: no listings yet.
  const refused = await operatorRequest.post("/api/listings", {
    data: { title: "Roof survey too early", description: "Close-range facade inspection with a written defect report.", category: "Inspection", price: "650", requirements: [] },
  });
  expect(refused.status()).toBe(403);
  await operator.page.goto("/dashboard/operator");
  await expect(operator.page.getByTestId("approval-pending")).toContainText("Pending Approval");

  // The demo admin reaches the area from the avatar menu.
  await signIn(page, DEMO.admin);
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByTestId("pending-operator").filter({ hasText: operator.company });
  await expect(card).toContainText(operator.email);
  await openReview(page, operator.company);

  // Everything submitted, with licence and insurance numbers and expiry dates.
  const main = page.getByRole("main");
  await expect(main).toContainText(`Licence ${operator.licenceNumber}`);
  await expect(main).toContainText(`Insurance ${operator.policyNumber}`);
  await expect(main).toContainText("Coverdrone · coverage £5,000,000");
  await expect(main).toContainText("Avery Pilot");
  await expect(main).toContainText("+44 20 7946 0958");
  await expect(main).toContainText("Warehouse roof survey");
  // The submission's qualifications and service areas, as onboarding stored them.
  await expect(main).toContainText("Surveying Certification");
  await expect(main).toContainText("Paris");

  // The licence scan opens beside the decision; the insurance PDF is one click away, for admins only.
  await page.getByRole("button", { name: `View Licence ${operator.licenceNumber} document` }).click();
  const viewer = page.getByTestId("document-viewer");
  await expect(viewer).toContainText(`Licence ${operator.licenceNumber}`);
  const scan = viewer.getByRole("img");
  await expect(scan).toBeVisible();
  await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole("button", { name: `View Insurance ${operator.policyNumber} document` }).click();
  await expect(viewer).toContainText("insurance-certificate.pdf");
  await expect(viewer.getByRole("link", { name: "Open in new tab" })).toHaveAttribute("href", operator.insurance.url);
  const pdf = await page.context().request.get(operator.insurance.url);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const customer = await pageAs(browser, DEMO.customer);
  expect((await customer.context().request.get(operator.insurance.url)).status()).toBe(403);
  await customer.context().close();
  await page.screenshot({ path: test.info().outputPath("review-with-document.png"), fullPage: true });

  // Approval asks first: the operator goes live.
  await page.getByTestId("approve-operator").click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("goes live");
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Operator approved");
  const decision = page.getByTestId("decision-panel");
  await expect(decision).toContainText("Approved");
  await expect(decision.getByTestId("approve-operator")).toHaveCount(0);

  // Approved: the operator creates a listing and it appears in browse.
  const title = `Facade inspection ${uniqueLabel("by")}`;
  const created = await operatorRequest.post("/api/listings", {
    data: { title, description: "Close-range facade inspection with a written defect report.", category: "Inspection", price: "650", requirements: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await operator.page.goto(`/listings?q=${encodeURIComponent(title)}`);
  await expect(operator.page.getByTestId("listing-card")).toHaveCount(1);
  await expect(operator.page.getByTestId("listing-card")).toContainText(title);
  await expect(operator.page.getByTestId("listing-card")).toContainText(operator.company);

  // Verify sets the badge shown on the listing.
  await page.getByTestId("verify-operator").click();
  await page.getByRole("dialog").getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Operator verified");
  const listing = (await (await operatorRequest.get(`/api/listings?q=${encodeURIComponent(title)}`)).json()) as {
    operator: { isVerified: boolean };
  }[];
  expect(listing[0]?.operator.isVerified).toBe(true);

  // Both decisions are in the audit log, who and what.
  await page.goto("/admin/audit");
  const entries = page.getByTestId("audit-entry");
  await expect(entries.first()).toContainText("Verified operator");
  await expect(entries.first()).toContainText(DEMO.admin);
  await expect(entries.nth(1)).toContainText("Approved operator");
  await expect(entries.nth(1)).toContainText(operator.company);
  await operator.page.context().close();
});

test("the admin rejects another operator with a reason that the operator reads on their dashboard", async ({ page, browser }) => {
  const operator = await onboardNewOperator(browser, "Reject");
  await signIn(page, DEMO.admin);
  await openReview(page, operator.company);

  await page.getByTestId("reject-operator").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Blurry");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Reason must be at least 10 characters");
  await expect(dialog.getByLabel("Reason")).toHaveValue("Blurry");
  await dialog.getByLabel("Reason").fill(REJECTION);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expectToast(page, "Operator rejected");
  await expect(page.getByTestId("decision-panel")).toContainText(`Rejection reason: ${REJECTION}`);

  await operator.page.goto("/dashboard/operator");
  await expect(operator.page.getByTestId("approval-rejected")).toContainText(REJECTION);

  await page.goto("/admin/audit");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Rejected operator");
  await expect(page.getByTestId("audit-entry").first()).toContainText(`Why: ${REJECTION}`);
  await operator.page.context().close();
});

test("a customer or an operator calling an admin REST path gets 403, and the admin area shows them a 403 card", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const signedOut = await playwright.request.newContext({ baseURL });
  expect((await signedOut.get("/api/admin/users")).status()).toBe(401);
  await signedOut.dispose();

  for (const email of [DEMO.customer, DEMO.operator]) {
    const other = await pageAs(browser, email);
    const request = other.context().request;
    for (const [method, path] of [
      ["GET", "/api/admin/operators/pending"],
      ["GET", "/api/admin/users?q=skyhire"],
      ["GET", "/api/admin/money"],
      ["GET", "/api/admin/audit"],
      ["POST", "/api/admin/users/any-user/suspend"],
      ["POST", "/api/admin/listings/any-listing/deactivate"],
    ] as const) {
      const response =
        method === "GET" ? await request.get(path) : await request.post(path, { data: { reason: "Trying to get in here." } });
      expect(response.status(), `${method} ${path} as ${email}`).toBe(403);
      expect(await response.json()).toMatchObject({ message: "You do not have permission to do that" });
    }
    await other.goto("/admin/users");
    await expect(other.getByTestId("admin-forbidden")).toContainText("403 Forbidden");
    await other.getByRole("button", { name: "Account menu" }).click();
    await expect(other.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(other.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await other.context().close();
  }

  // Signed out, /admin asks for a sign-in first.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fadmin$/);
});

test("a suspended user is signed out everywhere and cannot sign in until reinstated", async ({ page, browser }) => {
  const operator = await onboardNewOperator(browser, "Suspend");
  const request = operator.page.context().request;
  expect((await request.get("/api/auth/user")).status()).toBe(200);

  await signIn(page, DEMO.admin);
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(operator.email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("admin-user-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Operator");
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Suspend ${operator.email}` }).click();
  await page.getByRole("dialog").getByLabel("Reason").fill("Impersonating another company's pilots.");
  await page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
  await expectToast(page, "User suspended");
  await expect(row).toContainText("Suspended");

  // The live session ends at once, and signing in again is refused.
  expect((await request.get("/api/auth/user")).status()).toBe(401);
  await operator.page.goto("/signin");
  await operator.page.getByLabel("Email").fill(operator.email);
  await operator.page.getByLabel("Password").fill("e2e-admin-flow-1");
  await operator.page.getByRole("button", { name: "Sign In" }).click();
  const suspended = operator.page.getByRole("main").getByRole("alert");
  await expect(suspended).toContainText("This account has been suspended. Please contact support.");
  // "Please contact support" is a way out, not a dead end: the support form takes signed-out requests.
  await expect(suspended.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/support");

  await row.getByRole("button", { name: `Reinstate ${operator.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reinstate" }).click();
  await expectToast(page, "User reinstated");
  await signInThroughApi(request, operator.email, "e2e-admin-flow-1");
  expect((await request.get("/api/auth/user")).status()).toBe(200);
  await operator.page.context().close();
});

test("an expired licence is flagged for admins, warned on the operator's dashboard, and blocks new proposals", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin/documents");
  const flagged = page.getByTestId("expiring-operator").filter({ hasText: EXPIRED_OPERATOR.company });
  await expect(flagged).toContainText(/Expired \d+ days ago/);
  await expect(page.getByTestId("expiring-operator").filter({ hasText: /Expires in \d+ days?/ }).first()).toBeVisible();

  const operator = await pageAs(browser, EXPIRED_OPERATOR.email);
  await operator.goto("/dashboard/operator");
  const banner = operator.getByTestId("document-expiry-banner");
  await expect(banner).toHaveAttribute("data-state", "expired");
  await expect(banner).toContainText("Your licence expired on");
  await expect(banner).toContainText("You cannot send new proposals until you upload a valid document and an admin approves it.");

  const jobs = (await (await operator.context().request.get("/api/requests?pageSize=48")).json()) as {
    id: string;
    status: string;
  }[];
  const open = jobs.find((job) => job.status === "open");
  expect(open).toBeTruthy();
  const proposal = await operator.context().request.post(`/api/requests/${open?.id}/proposals`, {
    data: { quote: "900", message: "We can fly this next week with a thermal camera.", timeline: "3-5 days" },
  });
  expect(proposal.status()).toBe(403);
  expect(await proposal.json()).toMatchObject({
    message:
      "Your licence or insurance has expired. Upload a valid document and wait for an admin to approve it before sending proposals.",
  });
  await operator.context().close();
});

test("listings moderation: the operator reads the admin's reason; money overview and a refund of a held payment", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin/listings");
  await page.getByRole("searchbox", { name: "Search listings" }).fill(DEMO.operator);
  await page.getByRole("button", { name: "Search" }).click();
  await settled(page);
  await expect(page.getByTestId("admin-listing-row").first()).toContainText(DEMO.operator);
  const row = page.getByTestId("admin-listing-row").filter({ hasText: "Active" }).first();
  const title = (await row.getByRole("link").first().textContent()) ?? "";
  expect(title).not.toBe("");
  const reason = "Price in the title does not match the listing price.";
  await row.getByRole("button", { name: `Deactivate ${title}` }).click();
  await page.getByRole("dialog").getByLabel("Reason").fill(reason);
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Listing deactivated");

  const operator = await pageAs(browser, DEMO.operator);
  await operator.goto("/dashboard/operator");
  await expect(operator.getByTestId("operator-listings")).toContainText(`Deactivated by a Skyhire admin: ${reason}`);
  await operator.context().close();

  const moderated = page.getByTestId("admin-listing-row").filter({ hasText: reason });
  await moderated.getByRole("button", { name: `Reactivate ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reactivate" }).click();
  await expectToast(page, "Listing reactivated");

  // Money: the seeded escrow payments; refund one held payment.
  await page.goto("/admin/money");
  await expect(page.getByRole("heading", { name: "Money Overview" })).toBeVisible();
  await expect(page.getByTestId("money-held").first()).toContainText("Held in escrow");
  await expect(page.getByTestId("money-fees").first()).toContainText("Platform fees earned");
  await expect(page.getByTestId("fees-by-month")).toBeVisible();
  await page.getByLabel("State").selectOption("completed");
  await expect(page.getByTestId("admin-payment-row").filter({ hasNotText: "Held in escrow" })).toHaveCount(0);
  await settled(page);
  // Not the demo customer's: other journeys read that account's in-progress job.
  const held = page.getByTestId("admin-payment-row").filter({ hasNotText: "customer@skyhire.dev" }).first();
  await expect(held).toContainText("Held in escrow");
  const job = (await held.locator("p").first().textContent()) ?? "";
  await held.getByRole("button", { name: `Refund ${job}` }).click();
  await page.getByRole("dialog").getByLabel("Reason").fill("Customer dispute upheld after review.");
  await page.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
  await expectToast(page, "Payment refunded");
  await page.getByLabel("State").selectOption("refunded");
  await expect(page.getByTestId("admin-payment-row").filter({ hasNotText: "Refunded" })).toHaveCount(0);
  await settled(page);
  await expect(page.getByTestId("admin-payment-row").filter({ hasText: job }).first()).toContainText("Refunded");

  await page.goto("/admin/audit");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Refunded payment");
  await expect(page.getByTestId("audit-entry").nth(1)).toContainText("Reactivated listing");
  await expect(page.getByTestId("audit-entry").nth(2)).toContainText(`Why: ${reason}`);
});

test("admin analytics draws fees by month as money, one chart per currency, as the API tells them", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const api = await page.request.get("/api/admin/analytics?period=12m");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { feesByMonth: { month: string; currency: string; fees: string }[] };
  const latest = body.feesByMonth.at(-1);
  if (!latest) throw new Error("the demo seed releases payments every month: fees expected");
  await page.goto("/admin/analytics?period=12m");
  const chart = page.getByTestId(`chart-fees-${latest.currency}`);
  await expect(chart.getByRole("heading", { name: `Platform fees by month in ${latest.currency}` })).toBeVisible();
  await chart.getByText("Show the table").click();
  const row = chart.getByTestId(`table-fees-${latest.currency}`).getByRole("row", { name: bucketLabel(latest.month) });
  await expect(row.getByRole("cell")).toHaveText(formatMoney(latest.fees, latest.currency));
});

test("every admin list is sent with its first page, not a loading placeholder", async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const path of ["/admin", "/admin/operators", "/admin/users", "/admin/listings", "/admin/reports", "/admin/money", "/admin/documents", "/admin/audit"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("<main");
    expect(html.match(/aria-busy="true"/g) ?? [], path).toEqual([]);
  }
});

test("every admin section works at 375 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.admin);
  for (const [path, heading] of [
    ["/admin", "Operator Approvals"],
    ["/admin/operators", "Operators"],
    ["/admin/documents", "Document Expiry"],
    ["/admin/users", "Users"],
    ["/admin/listings", "Listings Moderation"],
    ["/admin/reports", "Reports"],
    ["/admin/money", "Money Overview"],
    ["/admin/disputes", "Disputes"],
    ["/admin/analytics", "Marketplace Analytics"],
    ["/admin/audit", "Audit Log"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto("/admin/operators");
  await page.getByTestId("admin-operator-row").first().getByRole("link", { name: /^Open / }).click();
  await expect(page.getByTestId("decision-panel")).toBeVisible();
  await expectNoHorizontalScroll(page);
});
