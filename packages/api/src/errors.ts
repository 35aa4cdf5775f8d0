/**
 * The small set of failures services report. One formatter (trpc.ts) maps them to tRPC codes,
 * and the REST adapter maps tRPC codes to HTTP statuses.
 */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "INVALID_STATE"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new DomainError("FORBIDDEN", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const invalidState = (message: string) => new DomainError("INVALID_STATE", message);
