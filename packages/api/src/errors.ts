import { TRPCError } from "@trpc/server";

/**
 * The small set of failures services report, and the one place they are mapped: each code names
 * its tRPC code here, and tRPC's own table (`getHTTPStatusCodeFromError`) gives the HTTP status, for
 * tRPC calls and REST answers alike (docs/architecture.md#errors).
 */
const TRPC_CODE_BY_DOMAIN_CODE = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  INVALID_STATE: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
} as const satisfies Record<string, TRPCError["code"]>;

export type DomainErrorCode = keyof typeof TRPC_CODE_BY_DOMAIN_CODE;

export class DomainError extends Error {
  /** For TOO_MANY_REQUESTS: when the client may try again (REST sends it as `Retry-After`). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "DomainError";
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The same refusal as a tRPC error (the message is the client's text). */
  toTRPCError(): TRPCError {
    return new TRPCError({ code: TRPC_CODE_BY_DOMAIN_CODE[this.code], message: this.message, cause: this });
  }
}

export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new DomainError("FORBIDDEN", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const invalidState = (message: string) => new DomainError("INVALID_STATE", message);
