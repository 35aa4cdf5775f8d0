import type { Database } from "@skyhire/db";
import type { Role, SessionUser } from "@skyhire/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { DomainError } from "./errors";

export type { SessionUser };

export interface Context {
  db: Database;
  user: SessionUser | null;
  headers: Headers;
}

export function createTRPCContext(opts: Context): Context {
  return opts;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
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

const DOMAIN_TO_TRPC = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  INVALID_STATE: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
} as const;

/** Services throw DomainError; procedures surface it as the matching TRPCError. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: DOMAIN_TO_TRPC[cause.code], message: cause.message, cause });
  }
  return result;
});

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(domainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Unauthorized" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

function roleProcedure(...roles: Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You do not have permission to do that" });
    }
    return next({ ctx });
  });
}

export const customerProcedure = roleProcedure("customer");
export const operatorProcedure = roleProcedure("operator");
export const adminProcedure = roleProcedure("admin");
/** Operators, and admins who oversee them (the operators' job board). */
export const operatorOrAdminProcedure = roleProcedure("operator", "admin");
