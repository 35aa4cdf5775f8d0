/**
 * Test helpers: a fresh migrated database per test file, callers for any user, and small data
 * factories. For tests only; the app never imports this file.
 */
import { randomBytes } from "node:crypto";
import { sessionUserColumns } from "@skyhire/auth/session";
import { jobRequests, operatorProfiles, serviceListings, users, type Database } from "@skyhire/db";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { placePoint, type ApprovalStatus, type AnyListingCategory, type Role, type SessionUser } from "@skyhire/validators";
import type { PaymentGateway } from "@skyhire/payments";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { createCaller } from "./root";
import type { Context } from "./trpc";

type NewUser = typeof users.$inferInsert;
type NewOperatorProfile = typeof operatorProfiles.$inferInsert;
type NewListing = typeof serviceListings.$inferInsert;
type NewJob = typeof jobRequests.$inferInsert;

export interface TestOperator {
  user: SessionUser;
  profile: typeof operatorProfiles.$inferSelect;
}

export interface TestContext {
  db: Database;
  /** The postgres.js client behind `db`. */
  client: TestDatabase["client"];
  /** A tRPC caller acting as this user (null: signed out). */
  callerFor: (user: SessionUser | null) => ReturnType<typeof createCaller>;
  /** The context a request by this user gets. */
  contextFor: (user: SessionUser | null) => Context;
  makeUser: (overrides?: Partial<NewUser> & { role?: Role }) => Promise<SessionUser>;
  /** An operator account with a profile (approved and published unless told otherwise). */
  makeOperator: (
    overrides?: Partial<Omit<NewOperatorProfile, "userId">> & {
      approvalStatus?: ApprovalStatus;
      user?: Partial<NewUser>;
    },
  ) => Promise<TestOperator>;
  /** A listing (of a new public operator unless `operatorId` is given). */
  makeListing: (
    overrides?: Partial<NewListing> & { category?: AnyListingCategory },
  ) => Promise<typeof serviceListings.$inferSelect>;
  /** A job request (of a new customer unless `customerId` is given). */
  makeJob: (overrides?: Partial<NewJob>) => Promise<typeof jobRequests.$inferSelect>;
  /** The signed-in user as a session would read it, or null when there is no such user. */
  sessionUserById: (id: string) => Promise<SessionUser | null>;
  close: () => Promise<void>;
}

function uniqueSuffix() {
  return randomBytes(4).toString("hex");
}

/** An operator based in a known place gets its point, as the profile services do. */
function basePointOf(location: string | null) {
  const point = placePoint(location);
  return { baseLat: point?.lat ?? null, baseLng: point?.lng ?? null };
}

export const TEST_BIO =
  "We fly certified drones for building inspections, 3D mapping and aerial photography.";

export interface TestContextOptions {
  /** The gateway every call uses; by default the process's one (offline unless STRIPE_SECRET_KEY is set). */
  gateway?: PaymentGateway;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const db = testDb.db;

  const contextFor = (user: SessionUser | null): Context => ({
    db,
    user,
    headers: new Headers(),
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });

  const makeUser: TestContext["makeUser"] = async (overrides = {}) => {
    const suffix = uniqueSuffix();
    const [user] = await db
      .insert(users)
      .values({
        email: `user-${suffix}@example.test`,
        firstName: "Test",
        lastName: `User ${suffix}`,
        ...overrides,
      })
      .returning(sessionUserColumns);
    if (!user) throw new Error("test user was not created");
    return user;
  };

  const makeOperator: TestContext["makeOperator"] = async (overrides = {}) => {
    const { user: userOverrides, ...profileOverrides } = overrides;
    const user = await makeUser({ role: "operator", ...userOverrides });
    const [profile] = await db
      .insert(operatorProfiles)
      .values({
        userId: user.id,
        companyName: `Sky Works ${user.id.slice(0, 6)}`,
        bio: TEST_BIO,
        location: "Sydney",
        qualifications: ["CAA Licence"],
        serviceAreas: ["Sydney"],
        approvalStatus: "approved",
        isPublished: true,
        ...basePointOf(profileOverrides.location === undefined ? "Sydney" : profileOverrides.location),
        ...profileOverrides,
      })
      .returning();
    if (!profile) throw new Error("test operator profile was not created");
    return { user, profile };
  };

  const makeListing: TestContext["makeListing"] = async (overrides = {}) => {
    const operatorId = overrides.operatorId ?? (await makeOperator()).user.id;
    const [listing] = await db
      .insert(serviceListings)
      .values({
        title: "Aerial photography package",
        description: "High resolution aerial photos of your property.",
        price: "450.00",
        category: "Photography",
        ...overrides,
        operatorId,
      })
      .returning();
    if (!listing) throw new Error("test listing was not created");
    return listing;
  };

  const makeJob: TestContext["makeJob"] = async (overrides = {}) => {
    const customerId = overrides.customerId ?? (await makeUser()).id;
    const [job] = await db
      .insert(jobRequests)
      .values({
        title: "Roof inspection",
        description: "Inspect the roof of a two-storey house.",
        category: "inspection",
        location: "Sydney",
        ...overrides,
        customerId,
      })
      .returning();
    if (!job) throw new Error("test job request was not created");
    return job;
  };

  const sessionUserById: TestContext["sessionUserById"] = async (id) => {
    const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  };

  return {
    db,
    client: testDb.client,
    contextFor,
    callerFor: (user) => createCaller(contextFor(user)),
    makeUser,
    makeOperator,
    makeListing,
    makeJob,
    sessionUserById,
    close: testDb.close,
  };
}

/**
 * The error a call failed with, as a client would read it: the tRPC code and the message (for an
 * input error, the first zod message). Fails the test when the call succeeds.
 */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const message =
      error.cause instanceof ZodError ? (error.cause.issues[0]?.message ?? "") : error.message;
    return { code: error.code, message };
  }
  throw new Error("expected the call to fail, but it succeeded");
}
