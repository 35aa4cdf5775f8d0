import type { Database } from "@skyhire/db";
import { paymentGateway, type PaymentGateway } from "@skyhire/payments";
import { API_TOKEN_MESSAGES, type CsvTable, type Role, type SessionUser } from "@skyhire/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { randomUUID } from "node:crypto";
import { DomainError } from "./errors";
import { INTERNAL_ERROR_MESSAGE } from "./rest/errors";
import { enforceBearer, type BearerCredential, type RateLimitSeen } from "./services/api-tokens";

export const NUL_MESSAGE = "Text cannot contain a NUL character";

export type { BearerCredential, SessionUser };

export interface Context {
  db: Database;
  user: SessionUser | null;
  headers: Headers;
  /** Set when the request sent `Authorization: Bearer …` (docs/product.md#api-tokens). */
  bearer?: BearerCredential;
  /**
   * The sid of the session cookie the user was read from (the security page's "This device" and
   * "Sign out everywhere else"). Server-side only: never part of an answer.
   */
  sessionId?: string;
  /** The payment gateway (the process's one instance when not given; tests pass a double). */
  gateway?: PaymentGateway;
  /** Filled with the token's count by each call, for the REST answer's `RateLimit` headers. */
  rateLimitSeen?: RateLimitSeen;
}

/** The context's gateway, or the process's one. */
export function gatewayOf(ctx: Pick<Context, "gateway">): PaymentGateway {
  return ctx.gateway ?? paymentGateway();
}

export function createTRPCContext(opts: Context): Context {
  return opts;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A procedure's REST operation for outside clients: the adapter's route, its validation (the
 * procedure's own input schema) and its entry in /api/openapi.json come from this one declaration
 * (docs/architecture.md#adding-a-procedure).
 */
export interface RestOperation {
  method: HttpMethod;
  /**
   * The path, `{name}` segments named after the input fields they fill, e.g.
   * `/api/requests/{jobId}/proposals`. Path values win over body fields of the same name.
   */
  path: `/api/${string}`;
  /** One line for the reference page. */
  summary: string;
  description?: string;
  /** The status of a success (200 unless it creates something). */
  status?: 200 | 201;
  /**
   * Where what a 201 created is read: a GET path whose `{id}` is the answer's `id`, sent as the
   * answer's `Location` header.
   */
  location?: `/api/${string}{id}${string}`;
  /**
   * Public catalogue reads: the same answer for every anonymous visitor, so the web server may
   * serve an anonymous GET of them without the page framework (apps/web/src/server/public-reads.ts).
   */
  publicRead?: true;
  /**
   * The procedure answers one page (`{ items, total, page, pageSize }`); REST answers the items as a
   * JSON array, with `Link` and `X-Total-Count` headers (packages/api/src/rest/paging.ts).
   */
  paged?: true;
  /**
   * Fields of a paged answer that describe the whole list rather than an item, sent as response
   * headers beside the JSON array (the header name → the field and what it says), absent when the
   * field is null.
   */
  pageHeaders?: Record<`x-${string}`, { field: string; description: string }>;
  /**
   * The operation also answers CSV to a client that prefers it (`Accept: text/csv`): the same answer
   * as one table (`csvExport(…)`). JSON stays the answer otherwise.
   */
  csv?: CsvExport;
}

/** How an operation's answer reads as a CSV table. */
export interface CsvExport {
  table: (answer: unknown) => CsvTable;
}

/** The CSV form of a procedure's answer; the REST adapter hands it that procedure's own answer only. */
export function csvExport<Answer>(table: (answer: Answer) => CsvTable): CsvExport {
  return { table: (answer) => table(answer as Answer) };
}

/** Who may call a procedure: set by its tier below, shown as the operation's auth requirement. */
export type Access = "anyone" | "signed-in" | Role | "operator-or-admin";

export interface ProcedureMeta {
  access?: Access;
  /** The procedure's REST operation. */
  rest?: RestOperation;
  /** Why a procedure has no REST operation: the screen it serves. */
  internal?: string;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // An unexpected failure (a database error, a bug): the client gets a reference, the log the
    // cause — never a query, its parameters or a stack.
    if (error.code === "INTERNAL_SERVER_ERROR") {
      const reference = randomUUID().slice(0, 8);
      console.error(`Request failed (reference ${reference})`, error.cause ?? error);
      return {
        ...shape,
        message: `${INTERNAL_ERROR_MESSAGE} (reference ${reference})`,
        data: { ...shape.data, zodError: null, stack: undefined },
      };
    }
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    return {
      ...shape,
      message: zodError ? firstMessage(zodError) ?? shape.message : shape.message,
      data: { ...shape.data, zodError, stack: undefined },
    };
  },
});

function firstMessage(flat: { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> }) {
  return flat.formErrors[0] ?? Object.values(flat.fieldErrors).find((m) => m?.length)?.[0];
}

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;
export const middleware = t.middleware;

/** Any NUL character anywhere in an input (PostgreSQL text cannot hold one). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  const entries: unknown[] = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value as Record<string, unknown>)];
  return entries.some((entry) => holdsNul(entry, depth + 1));
}

/** Services throw DomainError; procedures surface it as the matching TRPCError. */
function asTRPCError(error: unknown): unknown {
  return error instanceof DomainError ? error.toTRPCError() : error;
}

/**
 * What every procedure does before its own tier, in one middleware (each tRPC middleware level copies
 * the call's options and context: on the busiest public reads that copying showed in the profile):
 * - a call with a token (docs/product.md#api-tokens): a refused token answers 401 with its reason,
 *   even on a public read; queries are reads, anything else a write; each call counts against the
 *   token's rate limit;
 * - text with a NUL anywhere in the input is refused before any schema or query sees it (PostgreSQL
 *   text cannot hold one);
 * - procedures read `ctx.gateway`, always set;
 * - a DomainError thrown below becomes its TRPCError.
 */
const procedureRules = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  try {
    await enforceBearer(ctx.db, ctx.bearer, type === "query" ? "read" : "write", ctx.rateLimitSeen);
  } catch (error) {
    throw asTRPCError(error);
  }
  if (holdsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: NUL_MESSAGE });
  const result = await next({ ctx: { ...ctx, gateway: gatewayOf(ctx) } });
  if (!result.ok && result.error.cause instanceof DomainError) throw result.error.cause.toTRPCError();
  return result;
});

export const publicProcedure = t.procedure.meta({ access: "anyone" }).use(procedureRules);

export const protectedProcedure = publicProcedure.meta({ access: "signed-in" }).use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Unauthorized" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in on the website, not through a token: managing tokens (a token cannot mint or revoke tokens). */
export const sessionProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.bearer) throw new TRPCError({ code: "FORBIDDEN", message: API_TOKEN_MESSAGES.sessionOnly });
  return next({ ctx });
});

function roleProcedure(access: Access, ...roles: Role[]) {
  return protectedProcedure.meta({ access }).use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You do not have permission to do that" });
    }
    return next({ ctx });
  });
}

export const customerProcedure = roleProcedure("customer", "customer");
export const operatorProcedure = roleProcedure("operator", "operator");
export const adminProcedure = roleProcedure("admin", "admin");
/** Operators, and admins who oversee them (the operators' job board). */
export const operatorOrAdminProcedure = roleProcedure("operator-or-admin", "operator", "admin");
