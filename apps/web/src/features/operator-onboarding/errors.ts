// Relative, so the unit test (vitest has no "~" alias) loads it too.
import { errorText, HttpError } from "../../lib/http-error";

/**
 * A failed call as the toast shows it (docs/product.md#errors): "<status>: <server message>". The REST
 * adapter answers `{ "message": … }`, so the message is taken out of the JSON body; any other body
 * is shown as it came.
 */
export function failureText(error: unknown): string {
  if (error instanceof HttpError) {
    const message = jsonMessage(error.body);
    if (message) return `${error.status}: ${message}`;
  }
  return errorText(error);
}

function jsonMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string") {
      return (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON: the caller shows the body as it is.
  }
  return null;
}
