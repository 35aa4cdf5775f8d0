import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { MILESTONE_STATE_LABELS, formatMoney } from "@skyhire/validators";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, type Browser, type Locator, type Page } from "../fixtures";
import { DEMO, pageAs } from "../admin/helpers";
import { fillSignUp } from "../customer-onboarding/helpers";
import { expectNoHorizontalScroll } from "../layout";
import { expectToast } from "../toast";

/**
 * Issue 34's "Done when", walked as two outsiders in two browsers (docs/spec-coverage.md, issue 34):
 * a new operator onboards from London (GBP) through the five onboarding steps, is approved by the
 * admin, registers for VAT at 20 % with prices that exclude it and lists a service; a new customer
 * signs up and onboards (a card, a first job in London, in pounds), saves billing details, writes to
 * the operator (a message left unread) and requests a quote from the listing. The operator is told in the app and by e-mail, proposes two
 * milestones; the first is funded, delivered and confirmed, the second disputed and split by the
 * admin. At every step each side reads the guidance of that state; then the invoice PDF shows both
 * parties' tax details, the credit note and the net paid; the operator's statement totals equal the
 * dashboard; the unread message was mailed once. Screenshots of the key steps go to /tmp/deal-shots.
 */

const SHOTS = "/tmp/deal-shots";
const PASSWORD = "e2e-deal-walk-1";
const gbp = (amount: string | number) => formatMoney(String(amount), "GBP");

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const OPERATOR = {
  email: `e2e-deal-operator-${stamp}@example.test`,
  company: `Thames Deal Aerial ${stamp.slice(-4).toUpperCase()}`,
  legalName: "Thames Deal Aerial Ltd",
  vatId: "GB 123 4567 89",
};
const CUSTOMER = {
  email: `e2e-deal-customer-${stamp}@example.test`,
  name: "Morgan Client",
  legalName: "Morgan Estates plc",
  vatId: "GB 987 6543 21",
};
const LISTING = `Bridge inspection ${stamp}`;
const JOB = `Southwark bridge inspection ${stamp}`;
const PLAN = [
  { title: "Survey flight", net: "400", gross: "480" },
  { title: "Inspection report", net: "600", gross: "720" },
] as const;
/** The admin's split of milestone 2: half of its £720 to the operator. */
const SPLIT = { operator: "360", back: "360", fee: "36", payout: "324" };
/** Milestone 1's release: 10 % fee on £480. */
const FIRST = { fee: "48", payout: "432" };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The mails to `to` with this subject in the development outbox, read as the page shows them. */
async function outboxMails(page: Page, to: string, subject: string): Promise<Locator> {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
  await expect(page.getByRole("heading", { name: "Development Outbox" })).toBeVisible();
  return page.getByTestId("outbox-mail").filter({ hasText: subject });
}

async function expectMailCount(page: Page, to: string, subject: string, count: number) {
  await expect.poll(async () => (await outboxMails(page, to, subject)).count(), { timeout: 30_000 }).toBe(count);
}

/** The text a PDF reader gets out of the file, one space between words. */
async function pdfText(page: Page, path: string): Promise<string> {
  const response = await page.context().request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** Types each value into the field of that label, in order. */
async function fillIn(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

const milestoneRow = (page: Page, position: number) => page.locator(`[data-testid="milestone"][data-position="${position}"]`);
const nextSteps = (page: Page) => page.getByTestId("next-steps-text");
const stageNote = (page: Page) => page.getByTestId("stage-note");

/** The customer funds a milestone on its row, the dialog naming its amount. */
async function fundMilestone(customer: Page, position: number, amount: string) {
  const row = milestoneRow(customer, position);
  await row.getByRole("button", { name: "Fund milestone", exact: true }).click();
  await expect(customer.getByRole("dialog")).toContainText(gbp(amount));
  await customer.getByRole("dialog").getByRole("button", { name: "Fund milestone" }).click();
  await expect(row.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.funded);
}

/** The operator marks a milestone delivered with a note, on a fresh read of the job page. */
async function deliverMilestone(operator: Page, position: number, note: string) {
  await operator.reload();
  const row = milestoneRow(operator, position);
  await row.getByLabel("Delivery note").fill(note);
  await row.getByRole("button", { name: "Mark delivered" }).click();
  await expect(row.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.delivered);
}

async function onboardOperatorInLondon(page: Page) {
  const main = page.getByRole("main");
  await page.goto("/onboarding/operator");
  await main.getByLabel("Email", { exact: true }).fill(OPERATOR.email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account Created");
  await expect(page.getByText("Step 2 of 5")).toBeVisible();

  await main.getByLabel("Full Name").fill("Avery Thames");
  await main.getByLabel("Company Name").fill(OPERATOR.company);
  await main.getByLabel("Phone Number").fill("+44 20 7946 0958");
  await main.getByLabel("I accept the Terms of Service").check();
  await main.getByLabel("I accept the Privacy Policy").check();
  await main.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  const licence = main.getByRole("group", { name: "Licence 1" });
  const insurance = main.getByRole("group", { name: "Insurance 1" });
  await licence.getByLabel("Licence Number").fill(`GBR-RP-${stamp.slice(-6).toUpperCase()}`);
  await licence.getByLabel("Expiry Date").fill(`${new Date().getUTCFullYear() + 2}-06-30`);
  await insurance.getByLabel("Insurance Provider").fill("Coverdrone");
  await insurance.getByLabel("Policy Number").fill(`CD-${stamp.slice(-6).toUpperCase()}`);
  await insurance.getByLabel("Coverage Amount").fill("£5,000,000");
  await insurance.getByLabel("Expiry Date").fill(`${new Date().getUTCFullYear() + 2}-01-31`);
  await main
    .getByLabel("Proof of Competency")
    .fill("CAA GVC holder since 2019 with 900 logged commercial hours of bridge and roof inspections.");
  await main.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await main
    .getByLabel("Professional Bio")
    .fill("Certified London drone team flying bridge, roof and facade inspections with written defect reports for engineers and councils.");
  await main.getByRole("group", { name: "Qualifications" }).getByLabel("CAA Licence", { exact: true }).check();
  await main.getByRole("group", { name: "Service Areas" }).getByLabel("London", { exact: true }).check();
  const item = main.getByRole("group", { name: "Portfolio Item 1" });
  await item.getByLabel("Project Title").fill("Thames footbridge survey");
  await item.getByLabel("Project Date").fill("2025-10-02");
  await item.getByLabel("Project Description").fill("Close-range inspection of a steel footbridge.");
  await main.getByLabel("Availability").selectOption("weekdays");
  await main.getByLabel("Base city").selectOption("London");
  await main.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByRole("heading", { name: "Under Review" })).toBeVisible();
}

test("issue 34: two new accounts agree a two-milestone GBP deal, a dispute is split, invoice, statement and mails agree", async ({
  browser,
}) => {
  // Two onboardings, a listing, a deal of two milestones, a dispute and the paperwork: about a
  // hundred and fifty steps in three browsers.
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const operator = await newPage(browser);
  const customer = await newPage(browser);

  // --- The operator onboards from London and is approved by the admin.
  await onboardOperatorInLondon(operator);
  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: `Review ${OPERATOR.company}` }).click();
  await admin.getByTestId("approve-operator").click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expectToast(admin, "Operator approved");

  // Registered for VAT at 20 %, prices before tax.
  await operator.goto("/dashboard/operator/profile");
  const tax = operator.getByTestId("operator-tax-details");
  await tax.getByLabel("Legal name").fill(OPERATOR.legalName);
  await tax.getByLabel("Address").fill("1 Bankside\nLondon SE1 9JA");
  await tax.getByLabel("Tax id (VAT, GST, ABN…)").fill(OPERATOR.vatId);
  await tax.getByLabel("I am registered for tax (VAT, GST…)").check();
  await tax.getByLabel("Tax rate (%)").fill("20");
  await tax.getByLabel("My prices include this tax").uncheck();
  await tax.getByRole("button", { name: "Save Tax Details" }).click();
  await expectToast(operator, "Tax details saved");

  // A listing in pounds (London's currency), priced before tax.
  await operator.goto("/dashboard/operator");
  await operator.getByRole("main").getByRole("link", { name: "Create New Listing" }).click();
  await fillIn(operator, {
    Title: LISTING,
    Description: "Close-range drone inspection of bridges and viaducts with a written defect report.",
    "Price (per project)": "500",
  });
  await operator.getByLabel("Category").selectOption("Inspection");
  await expect(operator.getByLabel("Currency")).toHaveValue("GBP");
  await operator.getByRole("button", { name: "Create Listing" }).click();
  await expect(operator).toHaveURL(/\/dashboard\/operator$/);
  const ownRow = operator.getByTestId("operator-listing").filter({ has: operator.getByRole("heading", { name: LISTING }) });
  await expect(ownRow.getByTestId("listing-price")).toHaveText(`${gbp(500)} + tax (20%)`);

  // --- The customer signs up, saves a card and billing details.
  await customer.goto("/onboarding/customer");
  await fillSignUp(customer, { name: CUSTOMER.name, email: CUSTOMER.email });
  await expect(customer.getByText("Step 2 of 5")).toBeVisible();
  await customer.getByLabel("Phone Number").fill("+44 20 7946 0000");
  await customer.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await customer.getByLabel("Expiry (MM/YY)").fill(`12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`);
  await customer.getByLabel("CVC").fill("123");
  await customer.getByRole("button", { name: "Save Payment Method" }).click();
  await expect(customer.getByText("Step 3 of 5")).toBeVisible();
  await customer.getByRole("button", { name: "Next" }).click();
  await customer.getByRole("button", { name: "Next" }).click();
  await customer.getByRole("button", { name: "Continue" }).click();
  // The onboarding's first job, in London: in pounds, the budget labels say so.
  await expect(customer.getByText("Step 4 of 5")).toBeVisible();
  await fillIn(customer, {
    "Job Title": `Riverside wall survey ${stamp}`,
    Description: "Photograph the river wall from the water side and mark any cracks.",
    Location: "London",
  });
  await customer.getByLabel("Category").selectOption("inspection");
  await expect(customer.getByLabel("Currency")).toHaveValue("GBP");
  await fillIn(customer, { "Minimum Budget (£)": "400", "Maximum Budget (£)": "1500" });
  await customer.getByLabel("Timeline").selectOption("month");
  await customer.getByRole("button", { name: "Post Job Request" }).click();
  await expect(customer.getByText("Step 5 of 5")).toBeVisible();
  await customer.goto("/dashboard/customer/profile");
  const billing = customer.getByRole("form", { name: "Billing details" });
  await billing.getByLabel("Legal name").fill(CUSTOMER.legalName);
  await billing.getByLabel("Address").fill("22 Borough High Street\nLondon SE1 1LB");
  await billing.getByLabel("Tax id (VAT, GST, ABN…)").fill(CUSTOMER.vatId);
  await billing.getByRole("button", { name: "Save Billing Details" }).click();
  await expectToast(customer, "Billing details saved");

  // Browse finds the listing: its price says tax comes on top.
  await customer.goto(`/listings?${new URLSearchParams({ q: stamp })}`);
  const card = customer.getByTestId("listing-card").filter({ hasText: LISTING });
  await expect(card.getByTestId("listing-price")).toHaveText(`${gbp(500)} + tax (20%)`);
  await shot(customer, "01-browse-1280");
  await card.getByRole("link").first().click();
  await expect(customer.getByRole("heading", { name: LISTING })).toBeVisible();
  await expect(customer.getByTestId("listing-price")).toHaveText(`${gbp(500)} + tax (20%)`);
  await shot(customer, "02-listing-1280");

  // A message to the operator, which they leave unread: mailed once, later.
  await customer.getByRole("button", { name: "Contact Operator" }).click();
  const contact = customer.getByRole("dialog");
  await contact.getByLabel("Message").fill("Hello, can you fly on a Sunday morning when the bridge is quiet?");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(customer).toHaveURL(/\/messages\/[^/?]+$/);

  // Request Quote from the listing: a job in pounds, told to the operator.
  await customer.goto(`/listings?${new URLSearchParams({ q: stamp })}`);
  await card.getByRole("link").first().click();
  await customer.getByRole("link", { name: "Request Quote" }).first().click();
  await expect(customer).toHaveURL(/\/post-job\?listingId=/);
  await fillIn(customer, {
    "Job Title": JOB,
    Description: "Inspection of the bridge's underside and bearings, with photos and a written report.",
    Location: "London",
  });
  // The customer's usual currency (their first job's) and the listing's: pounds.
  await expect(customer.getByLabel("Currency")).toHaveValue("GBP");
  await customer.getByRole("button", { name: "Post Job Request" }).click();
  await expectToast(customer, "Success");
  await expect(customer).toHaveURL(/\/dashboard\/customer$/);
  await customer.getByRole("link", { name: JOB }).first().click();
  await expect(customer).toHaveURL(/\/jobs\/[^/?]+$/);
  const jobPath = new URL(customer.url()).pathname;
  await expect(nextSteps(customer)).toHaveText("No proposals yet. Operators usually respond within 24 to 48 hours.");

  // --- The operator is told in the app and by e-mail.
  await operator.goto("/notifications");
  const told = operator.getByTestId("notification").filter({ hasText: "New quote request" });
  await expect(told).toHaveCount(1);
  await expect(told).toContainText(JOB);
  await expect(told.getByRole("link", { name: "View" })).toHaveAttribute("href", jobPath);
  const mailbox = await (await browser.newContext()).newPage();
  await expectMailCount(mailbox, OPERATOR.email, "New quote request", 1);
  await expect((await outboxMails(mailbox, OPERATOR.email, "New quote request")).first()).toContainText(jobPath);

  // The operator proposes two milestones, typed before tax.
  await told.getByRole("link", { name: "View" }).click();
  const form = operator.getByTestId("proposal-form");
  await expect(form.getByText("Before tax: the customer pays it with your 20% tax added.")).toBeVisible();
  await form.getByLabel("Your quote (GBP)").fill("1000");
  await expect(form.getByTestId("new-proposal-quote-fee-preview")).toHaveText(
    `The customer pays ${gbp(1200)} (${gbp(1000)} + ${gbp(200)} tax) · Skyhire fee ${gbp(120)} · You receive ${gbp(1080)}`,
  );
  await form.getByRole("button", { name: "Within a week" }).click();
  await form.getByLabel("Message to the customer").fill("A survey flight first, then the written inspection report.");
  for (const [index, part] of PLAN.entries()) {
    await form.getByRole("button", { name: "Add milestone" }).click();
    const row = form.getByRole("listitem", { name: `Milestone ${index + 1}` });
    await row.getByLabel("Title").fill(part.title);
    await row.getByLabel(/Amount/).fill(part.net);
  }
  await form.getByRole("button", { name: "Send Proposal" }).click();
  await expectToast(operator, "Proposal sent");
  await expect(operator.getByTestId("own-proposal-quote")).toHaveText(gbp(1200));

  // --- The customer accepts and funds milestone 1.
  await customer.reload();
  await expect(nextSteps(customer)).toHaveText("Compare the proposals below, then accept the one that suits you best.");
  const proposal = customer.getByTestId("proposal-card").filter({ hasText: OPERATOR.company });
  await expect(proposal.getByTestId("proposal-quote")).toHaveText(gbp(1200));
  await expect(proposal.getByTestId("proposal-quote-tax")).toHaveText(`incl. ${gbp(200)} tax (20%)`);
  await expect(proposal.getByTestId("planned-milestone")).toHaveText([/1\. Survey flight/, /2\. Inspection report/]);
  await shot(customer, "03-proposal-1280");
  await proposal.getByRole("button", { name: "Accept" }).click();
  await customer.getByRole("dialog").getByRole("button", { name: "Accept proposal" }).click();
  await expect(nextSteps(customer)).toHaveText(
    `You accepted ${OPERATOR.company}'s proposal of 2 milestones. Fund the first one to hire them: each milestone's money is held in escrow until you confirm that milestone.`,
  );
  await operator.reload();
  await expect(stageNote(operator)).toHaveText(
    "The customer accepted your proposal of 2 milestones. The job starts as soon as they fund the first one.",
  );

  const first = milestoneRow(customer, 1);
  await fundMilestone(customer, 1, PLAN[0].gross);
  await expect(nextSteps(customer)).toHaveText(
    `${OPERATOR.company} is working on the milestones. Each one's payment is released when you confirm it in the Milestones card.`,
  );
  await expect(customer.getByTestId("payment-status-line")).toHaveText("Held in escrow until you confirm this milestone.");
  await operator.reload();
  await expect(stageNote(operator)).toHaveText(
    "You are hired. Deliver each funded milestone with a note in the Milestones card; its payout is released when the customer confirms that milestone.",
  );

  // Delivered, then confirmed by the customer.
  await deliverMilestone(operator, 1, "The flight's photos are in the shared folder.");
  await customer.reload();
  await expect(nextSteps(customer)).toHaveText(
    `${OPERATOR.company} has delivered a milestone. Confirm it in the Milestones card to release its payment, or dispute it.`,
  );
  await shot(customer, "04-delivered-1280");
  await first.getByRole("button", { name: "Confirm and release" }).click();
  await expect(customer.getByRole("dialog")).toContainText(`${gbp(480)} held in escrow is released to the operator`);
  await customer.getByRole("dialog").getByRole("button", { name: "Release payment" }).click();
  await expect(first.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.released);
  await expect(nextSteps(customer)).toHaveText(
    `Milestone 2, Inspection report, is not funded yet: fund it in the Milestones card when you want ${OPERATOR.company} to start it.`,
  );
  await operator.reload();
  await expect(stageNote(operator)).toHaveText(
    "Milestone 2, Inspection report, is not funded yet: start it once the customer funds it in the Milestones card; its money is then held in escrow for you.",
  );

  // --- Milestone 2: funded, delivered, disputed, sent to the admin.
  const second = milestoneRow(customer, 2);
  await fundMilestone(customer, 2, PLAN[1].gross);
  await deliverMilestone(operator, 2, "The inspection report is attached.");

  await customer.reload();
  await second.getByRole("button", { name: "Dispute" }).click();
  await second.getByLabel("Reason").selectOption("not_as_described");
  await second.getByLabel("What went wrong?").fill("The report covers only half of the bearings.");
  await second.getByRole("button", { name: "Open dispute" }).click();
  await expect(second.getByTestId("milestone-disputed")).toBeVisible();
  await expect(nextSteps(customer)).toHaveText(
    `Milestone 2, Inspection report, is under dispute: its payment stays held in escrow until you and ${OPERATOR.company} settle it in the Disputes card, or an admin decides where the money goes.`,
  );
  await expect(customer.getByTestId("payment-status-line")).toHaveText(
    "Held in escrow because of the dispute: it goes to the operator or back to you when you settle it in the Disputes card, or as an admin decides.",
  );
  await operator.reload();
  await expect(stageNote(operator)).toHaveText(
    "Milestone 2, Inspection report, is under dispute: its payout stays held in escrow until you and the customer settle it in the Disputes card, or an admin decides where the money goes.",
  );
  await shot(operator, "05-dispute-operator-1280");
  const thread = customer.getByRole("region", { name: "Dispute about Inspection report" });
  await thread.getByRole("button", { name: "Ask an admin to decide" }).click();
  await expect(thread.getByTestId("dispute-status")).toHaveText("With an admin");

  // The admin splits it: half to each side.
  await admin.goto("/admin/disputes");
  const queued = admin.getByTestId("admin-dispute").filter({ hasText: `${JOB} — Inspection report` });
  await queued.getByLabel("Decision").selectOption("split");
  await queued.getByLabel(/Operator's share/).fill(SPLIT.operator);
  await queued.getByLabel("Reason (both parties see it)").fill("Half of the bearings were inspected; each side gets half.");
  await queued.getByRole("button", { name: "Decide" }).click();
  await expect(admin.getByRole("dialog")).toContainText(
    `${gbp(SPLIT.operator)} to the operator, ${gbp(SPLIT.back)} back to the customer. The money moves at once and cannot be undone.`,
  );
  await admin.getByRole("dialog").getByRole("button", { name: "Decide and move the money" }).click();
  await expect(queued).toHaveAttribute("data-status", "decided");

  // Both sides read the end of the deal.
  await customer.reload();
  await expect(nextSteps(customer)).toContainText(
    `The job has ended: ${gbp(Number(PLAN[0].gross) + Number(SPLIT.operator))} went to ${OPERATOR.company} and ${gbp(SPLIT.back)} came back to you.`,
  );
  await expect(customer.getByTestId("payment-status")).toHaveText("Payment settled");
  await expect(milestoneRow(customer, 1).getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.released);
  await expect(milestoneRow(customer, 2).getByTestId("milestone-refunded")).toContainText(gbp(SPLIT.back));
  await shot(customer, "06-job-ended-customer-1280");
  const paidOut = Number(FIRST.payout) + Number(SPLIT.payout);
  await operator.reload();
  await expect(stageNote(operator)).toHaveText(`Job completed. Your payouts of ${gbp(paidOut)} over 2 milestones have been sent.`);

  // --- The invoices: milestone 2's credit note and what was paid in the end.
  await customer.goto("/dashboard/customer/invoices");
  const invoiceOf = (position: number) =>
    customer.getByTestId("invoice").filter({ has: customer.getByTestId("invoice-milestone").getByText(`Milestone ${position}: ${PLAN[position - 1]!.title}`) });
  await expect(invoiceOf(1).getByTestId("invoice-amount")).toHaveText(gbp(480));
  await expect(invoiceOf(2).getByTestId("invoice-amount")).toHaveText(gbp(720));
  const note = invoiceOf(2).getByTestId("credit-note");
  await expect(note.getByTestId("credit-note-amount")).toHaveText(`−${gbp(SPLIT.back)}`);
  await expect(note.getByTestId("invoice-net")).toHaveText(gbp(SPLIT.operator));
  // The admin's reason on a line of its own (it once began a wrapped line with its "·").
  await expect(note.getByTestId("credit-note-reason")).toHaveText(
    "Dispute decision: Half of the bearings were inspected; each side gets half.",
  );
  await expect(customer.getByTestId("invoice-total-paid-value")).toHaveText(gbp(480 + Number(SPLIT.operator)));
  const creditNumber = (await note.getByTestId("credit-note-number").textContent()) ?? "";
  await shot(customer, "07-invoices-1280");
  await invoiceOf(2).getByRole("button", { name: "View Details" }).click();
  const details = customer.getByRole("dialog");
  await expect(details).toContainText(OPERATOR.vatId);
  await expect(details).toContainText(CUSTOMER.vatId);
  await expect(details.getByTestId("invoice-details-tax")).toContainText(`Tax (20%)${gbp(60)}`);
  await shot(customer, "08-invoice-details-1280");
  await customer.keyboard.press("Escape");

  const invoiceHref = (await invoiceOf(2).getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "";
  const pdf = await pdfText(customer, invoiceHref);
  for (const text of [
    OPERATOR.legalName,
    `Tax id: ${OPERATOR.vatId}`,
    CUSTOMER.legalName,
    `Tax id: ${CUSTOMER.vatId}`,
    "— milestone 2: Inspection report",
    `Credit note ${creditNumber}`,
    "Dispute decision: Half of the bearings were inspected; each side gets half.",
    `Paid in the end ${gbp(SPLIT.operator)}`,
    `Net ${gbp(300)}`,
    `Tax (20%) ${gbp(60)}`,
    `Gross ${gbp(SPLIT.operator)}`,
  ]) {
    expect(pdf, text).toContain(text);
  }

  // The credit note's own PDF: its number, the invoice it credits and the amount back.
  const creditHref = (await note.getByRole("link", { name: "Credit note PDF" }).getAttribute("href")) ?? "";
  const credit = await pdfText(customer, creditHref);
  const invoiceNumber = (await invoiceOf(2).getByTestId("invoice-number").textContent()) ?? "";
  for (const text of [creditNumber, invoiceNumber, gbp(SPLIT.back)]) expect(credit, text).toContain(text);

  // --- The operator's statement equals the dashboard.
  await operator.goto("/dashboard/operator");
  const fees = Number(FIRST.fee) + Number(SPLIT.fee);
  await expect(operator.getByTestId("earnings-paid")).toHaveText(gbp(paidOut));
  await expect(operator.getByTestId("earnings-fees")).toHaveText(gbp(fees));
  await expect(operator.getByTestId("stat-this-month-value")).toHaveText(gbp(paidOut));
  await shot(operator, "09-operator-dashboard-1280");
  await operator.goto("/dashboard/operator/analytics");
  const statementForm = operator.getByRole("form", { name: "Download a statement" });
  const [download] = await Promise.all([
    operator.waitForEvent("download"),
    statementForm.getByRole("button", { name: "Download statement (CSV)" }).click(),
  ]);
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
  const total = (entry: string) =>
    lines.filter((line) => line.startsWith("Total ") && line.includes(`,${entry},`)).map((line) => line.split(",").slice(-2).join(" "));
  expect(total("Payout to you")).toEqual([`GBP ${paidOut.toFixed(2)}`]);
  expect(total("Skyhire fee")).toEqual([`GBP ${fees.toFixed(2)}`]);

  // --- The message left unread was mailed once.
  await expectMailCount(mailbox, OPERATOR.email, "New message from", 1);

  // --- The key screens at 375 px.
  for (const page of [customer, operator]) await page.setViewportSize({ width: 375, height: 812 });
  await customer.goto(`/listings?${new URLSearchParams({ q: stamp })}`);
  await card.getByRole("link").first().click();
  await expect(customer.getByTestId("quote-bar-price")).toHaveText(`${gbp(500)} + tax (20%)`);
  // One job done, no review yet: "New", not "New (1 review)" beside the operator card's "0 reviews".
  await expect(customer.getByTestId("listing-rating")).toHaveText("New");
  await expectNoHorizontalScroll(customer);
  await shot(customer, "10-listing-375");
  await customer.goto(jobPath);
  await expect(milestoneRow(customer, 2).getByTestId("milestone-state")).toBeVisible();
  await expectNoHorizontalScroll(customer);
  await shot(customer, "11-job-customer-375");
  await customer.goto("/dashboard/customer/invoices");
  await expect(invoiceOf(2).getByTestId("credit-note")).toBeVisible();
  await expectNoHorizontalScroll(customer);
  await shot(customer, "12-invoices-375");
  await operator.goto(jobPath);
  await expect(stageNote(operator)).toBeVisible();
  await expectNoHorizontalScroll(operator);
  await shot(operator, "13-job-operator-375");
});
