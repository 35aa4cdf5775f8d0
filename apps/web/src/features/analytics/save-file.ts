/** Saves a blob under a file name through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * GET `url` as CSV (`Accept: text/csv`, the API's own CSV) and save it. Resolves to null once saved,
 * or to the refusal as the app shows errors ("400: <the server's message>").
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<string | null> {
  const response = await fetch(url, { credentials: "include", headers: { accept: "text/csv" } });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof problem?.message === "string" ? problem.message : response.statusText;
    return `${response.status}: ${message}`;
  }
  saveFile(await response.blob(), attachmentName(response.headers.get("content-disposition"), fallbackName));
  return null;
}
