/**
 * A redirect with a relative Location: right behind any proxy, whatever host name the server
 * itself sees. 307 keeps a GET a GET; 303 turns a form's POST into a GET of the target.
 */
export function relativeRedirect(path: string, status: 303 | 307 = 307): Response {
  return new Response(null, { status, headers: { Location: path, "Cache-Control": "no-store" } });
}
