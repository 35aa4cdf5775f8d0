/**
 * A user as the resilience checks drive the production server: plain HTTP with a cookie jar, signing
 * up through `POST /api/auth/register` and in through next-auth's credentials callback, as a
 * browser would. The jar is not tied to one origin, so a session made on one instance can be
 * presented to another.
 */

export const PASSWORD = "resilience-password-123";

export function uniqueEmail(label: string): string {
  return `resilience-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export class HttpUser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly email: string) {}

  /** Another client holding the same cookies (the same session in a second browser tab). */
  copy(): HttpUser {
    const other = new HttpUser(this.email);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** fetch with this user's cookies; cookies the answer sets (or clears) are kept. */
  async request(origin: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(origin + path, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const split = pair.indexOf("=");
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postJson(origin: string, path: string, body: unknown): Promise<Response> {
    return this.request(origin, path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** A JSON write as the site's own pages send it (same origin), e.g. `PUT /api/listings/{id}`. */
  sendJson(origin: string, method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body: unknown): Promise<Response> {
    return this.request(origin, path, {
      method,
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  }

  /** Registers the account (201) on `origin`. */
  async signUp(origin: string): Promise<void> {
    const response = await this.postJson(origin, "/api/auth/register", {
      email: this.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    if (response.status !== 201) {
      throw new Error(`sign-up of ${this.email} on ${origin}: ${response.status} ${await response.text()}`);
    }
  }

  /**
   * One sign-in attempt on `origin` with next-auth's CSRF token; returns where it redirects to
   * (`…?error=CredentialsSignin&code=rate_limited` when refused, the site otherwise).
   */
  async signIn(origin: string, password = PASSWORD): Promise<string> {
    const csrf = (await (await this.request(origin, "/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await this.request(origin, "/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, email: this.email, password }),
    });
    await response.arrayBuffer();
    return response.headers.get("location") ?? "";
  }

  /** The signed-in account on `origin`, or the status it answered instead. */
  async whoAmI(origin: string): Promise<{ status: number; email?: string }> {
    const response = await this.request(origin, "/api/auth/user");
    if (response.status !== 200) {
      await response.arrayBuffer();
      return { status: response.status };
    }
    const user = (await response.json()) as { email: string };
    return { status: 200, email: user.email };
  }

  /** Signs out on `origin` (a POST from the site itself, as the sign-out page sends it). */
  async signOut(origin: string): Promise<number> {
    const response = await this.request(origin, "/api/logout", { method: "POST", headers: { origin } });
    await response.arrayBuffer();
    return response.status;
  }
}
