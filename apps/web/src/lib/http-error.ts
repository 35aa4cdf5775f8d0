import { TRPCClientError } from "@trpc/client";

/**
 * docs/product.md#errors: any non-success response becomes an error whose text is
 * "<status>: <body text, or the status text when the body is empty>".
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText || defaultStatusText(status)}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

/** Throws an HttpError for a non-success response; returns the response otherwise. */
export async function throwIfResNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new HttpError(response.status, body, response.statusText);
  }
  return response;
}

/** fetch that sends cookies, sends `body` as JSON and applies the error rule above. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfResNotOk(response);
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === "object") {
    // The server's error formatter sends the status with every error (packages/api/src/trpc.ts).
    const { httpStatus } = data as { httpStatus?: unknown };
    if (typeof httpStatus === "number") return httpStatus;
  }
  return undefined;
}

/**
 * The same "<status>: <text>" for any error: an HttpError as is, a TRPCClientError as
 * e.g. "401: Unauthorized", anything else as its message.
 */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (status === undefined) return message || "Something went wrong";
  return `${status}: ${message || defaultStatusText(status)}`;
}

/** The HTTP status behind an error (HttpError or TRPCClientError), if there is one. */
export function errorStatus(error: unknown): number | undefined {
  return statusOf(error);
}

/** True for a 401 from either transport (docs/product.md#logged-out: "401: ... Unauthorized"). */
export function isUnauthorizedError(error: unknown): boolean {
  return statusOf(error) === 401 || /^401: .*Unauthorized/.test(errorText(error));
}

function defaultStatusText(status: number): string {
  const texts: Record<number, string> = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    409: "Conflict",
    413: "Payload Too Large",
    422: "Unprocessable Content",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  return texts[status] ?? "Error";
}
