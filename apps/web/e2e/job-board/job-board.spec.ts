import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "../fixtures";
import { DEMO, demoOperatorListing, expectNoHorizontalScroll, signIn } from "../listings/support";
import { newCustomer, unique } from "../messages/support";

/**
 * The operators' job board (/jobs/board): open job requests newest first, category and place
 * filters in the URL, the Invited marker, and who may see it. Production build, seeded database.
 */

interface BoardJob {
  id: string;
  title: string;
  location: string;
  category: string;
  invited: boolean;
}
interface BoardPage {
  items: BoardJob[];
  total: number;
  totalCapped: boolean;
}

/** jobs.board over tRPC's HTTP GET (superjson envelope), as the signed-in user of `request`. */
async function boardFor(
  request: APIRequestContext,
  input: Record<string, string | number> = {},
): Promise<{ status: number; data?: BoardPage }> {
  const query = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await request.get(`/api/trpc/jobs.board?input=${query}`);
  if (!response.ok()) return { status: response.status() };
  const body = (await response.json()) as { result: { data: { json: BoardPage } } };
  return { status: response.status(), data: body.result.data.json };
}

async function board(page: Page, input: Record<string, string | number> = {}): Promise<BoardPage> {
  const result = await boardFor(page.context().request, input);
  expect(result.status).toBe(200);
  return result.data!;
}

const jobCards = (page: Page) => page.getByTestId("job-card");
const countText = (total: number) =>
  `${total.toLocaleString("en-US")} open job${total === 1 ? "" : "s"}`;

async function expectBoardShows(page: Page, expected: BoardPage) {
  await expect(page.getByTestId("job-count")).toHaveText(countText(expected.total));
  await expect(jobCards(page).getByRole("heading")).toHaveText(
    expected.items.map((job) => job.title),
  );
}

test("an operator sees the open seeded jobs, newest first, as job cards", async ({ page }) => {
  await signIn(page, DEMO.operator);
  const open = await board(page);
  expect(open.total).toBeGreaterThan(0);

  await page.goto("/jobs/board");
  await expect(page.getByRole("heading", { name: "Job Board", level: 1 })).toBeVisible();
  await expectBoardShows(page, open);

  for (const card of await jobCards(page).all()) {
    await expect(card.getByTestId("job-posted")).toHaveText(
      /^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expect(card.getByTestId("job-location")).not.toBeEmpty();
    await expect(card.getByTestId("job-category")).not.toBeEmpty();
  }
  // Seeded open jobs carry budgets (in their own currency: "$500 - $1,000", "HK$500 - HK$1,000",
  // "€2,500+") and requirements (their labels, not their ids).
  await expect(page.getByTestId("job-budget").first()).toHaveText(/^(A|HK)?[$€£][\d,]+( - (A|HK)?[$€£][\d,]+|\+)$|^SGD\s[\d,]+( - SGD\s[\d,]+|\+)$/);
  // Other specs post jobs into the same database, so the newest card's requirements vary; what
  // holds for every card is that they read as labels ("Licensed Pilot"), never as ids.
  const requirementLists = page.getByTestId("job-requirements");
  await expect(
    requirementLists
      .filter({ hasText: /Licensed Pilot|RAW Photos|Insured|4K Video|Thermal Imaging|Night Flight/ })
      .first(),
  ).toBeVisible();
  for (const list of await requirementLists.all()) {
    await expect(list).not.toContainText(/\b[\da-z]+-[a-z]+\b/);
  }
});

test("filters by category and place through the URL", async ({ page }) => {
  await signIn(page, DEMO.operator);
  const realEstate = await board(page, { category: "real-estate" });
  const hong = await board(page, { location: "hong" });
  const both = await board(page, { category: "real-estate", location: "hong" });
  expect(realEstate.total).toBeGreaterThan(0);
  expect(hong.total).toBeGreaterThan(0);

  await page.goto("/jobs/board");
  await page.getByLabel("Category").selectOption("real-estate");
  await expect(page).toHaveURL(/\/jobs\/board\?category=real-estate$/);
  await expectBoardShows(page, realEstate);
  for (const card of await jobCards(page).all()) {
    await expect(card.getByTestId("job-category")).toHaveText("Real Estate");
  }

  await page.getByRole("searchbox", { name: "Location" }).pressSequentially("hong", { delay: 50 });
  await expect(page).toHaveURL(/\/jobs\/board\?category=real-estate&location=hong$/);
  await expectBoardShows(page, both);

  await page.getByLabel("Category").selectOption("");
  await expect(page).toHaveURL(/\/jobs\/board\?location=hong$/);
  await expectBoardShows(page, hong);
  for (const card of await jobCards(page).all()) {
    await expect(card.getByTestId("job-location")).toHaveText(/hong/i);
  }

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Location" })).toHaveValue("hong");
  await expectBoardShows(page, hong);

  // A place nobody posted from: the empty state and a way back.
  await page.goto("/jobs/board?location=Atlantis-nowhere");
  await expect(page.getByRole("heading", { name: "No open jobs right now" })).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/jobs\/board$/);
  await expect(jobCards(page).first()).toBeVisible();
});

test("a job addressed to the operator through their listing is marked Invited", async ({
  page,
  baseURL,
}) => {
  const title = `Invited e2e job ${Date.now()}`;
  const customer = await playwrightRequest.newContext({ baseURL });
  try {
    const email = `e2e-board-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
    const password = "e2e-password-123";
    const registered = await customer.post("/api/auth/register", {
      data: { email, password, confirmPassword: password },
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    const { csrfToken } = (await (await customer.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    await customer.post("/api/auth/callback/credentials", { form: { csrfToken, email, password } });

    const listing = await demoOperatorListing(customer);
    const created = await customer.post("/api/requests", {
      data: {
        title,
        description:
          "Thermal survey of a rooftop solar array, addressed to the operator of the listing.",
        category: "inspection",
        location: "Hong Kong",
        budget: "500-1000",
        requirements: ["thermal-imaging", "licensed-pilot", "insured", "raw-photos"],
        listingId: listing.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await customer.dispose();
  }

  await signIn(page, DEMO.operator);
  const open = await board(page);
  await page.goto("/jobs/board");
  await expectBoardShows(page, open);

  const card = jobCards(page).filter({ hasText: title });
  await expect(card.getByTestId("invited-badge")).toHaveText("Invited");
  // Requested from the demo operator's listing (Hong Kong): the budget is in the listing's currency.
  await expect(card.getByTestId("job-budget")).toHaveText("HK$500 - HK$1,000");
  await expect(card.getByTestId("job-requirements").getByRole("listitem")).toHaveText([
    "Thermal Imaging",
    "Licensed Pilot",
    "Insured",
    "+1 more",
  ]);
  const today = new Date().toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  await expect(card.getByTestId("job-posted")).toHaveText(`Posted ${today}`);

  // The marker follows the server's flag on every card, not only the new one.
  const cards = jobCards(page);
  for (let i = 0; i < open.items.length; i++) {
    await expect(cards.nth(i).getByTestId("invited-badge")).toHaveCount(
      open.items[i]!.invited ? 1 : 0,
    );
  }
  expect(open.items.some((job) => !job.invited)).toBe(true);
});

test("an admin sees the board too", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const open = await board(page);
  await page.goto("/jobs/board");
  await expectBoardShows(page, open);
});

test("a customer is told the board is for operators, and the server refuses them", async ({
  page,
}) => {
  await signIn(page, DEMO.customer);
  await page.goto("/jobs/board");
  await expect(page.getByRole("heading", { name: "This page is for operators" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Become an Operator" }),
  ).toHaveAttribute("href", "/become-operator");
  await expect(jobCards(page)).toHaveCount(0);
  expect((await boardFor(page.context().request)).status).toBe(403);
});

test("a signed-out visitor is sent to sign in and back", async ({ page, request }) => {
  await page.goto("/jobs/board");
  await expect(page).toHaveURL(`/signin?callbackUrl=${encodeURIComponent("/jobs/board")}`);

  await page.goto("/jobs/board?category=mapping");
  await expect(page).toHaveURL(
    `/signin?callbackUrl=${encodeURIComponent("/jobs/board?category=mapping")}`,
  );
  expect((await boardFor(request)).status).toBe(401);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the board fits the screen", async ({ page }) => {
    await signIn(page, DEMO.operator);
    await page.goto("/jobs/board");
    await expect(jobCards(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("a job whose location names a city in longer text is found near that city; the form says when it names none", async ({
  browser,
  page,
}) => {
  const customer = await newCustomer(browser);
  await customer.page.goto("/post-job");
  const location = customer.page.getByLabel("Location");
  await location.fill("Sydneyy CBD somewhere");
  await expect(customer.page.getByTestId("place-hint")).toContainText(
    "Operators searching near a city will not find “Sydneyy CBD somewhere”",
  );
  await location.fill("Sydney CBD, level 3");
  await expect(customer.page.getByTestId("place-hint")).toHaveCount(0);

  const title = unique("Warehouse roof");
  const posted = await customer.context.request.post("/api/requests", {
    data: { title, description: "Thermal survey of a roof.", category: "inspection", location: "Sydney CBD, level 3" },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await customer.context.close();

  await signIn(page, DEMO.operator);
  const near = await board(page, { near: "Sydney", radiusKm: 25 });
  expect(near.items.map((job) => job.title)).toContain(title);
  const elsewhere = await board(page, { near: "Perth", radiusKm: 25 });
  expect(elsewhere.items.map((job) => job.title)).not.toContain(title);
});
