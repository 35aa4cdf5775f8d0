/**
 * Headers sent with every response: by next.config.ts for what Next.js serves, and by
 * public-reads.ts for the catalogue reads served beside it. (No CSP beyond framing/base rules:
 * Stripe.js and next-auth need more care.)
 */
export const SECURITY_HEADERS_WITHOUT_CSP: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** The site's CSP, for every path but uploaded files (see UPLOADED_FILES_EXCLUDED). */
export const SITE_CSP = {
  key: "Content-Security-Policy",
  value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  ...SECURITY_HEADERS_WITHOUT_CSP,
  SITE_CSP,
];

/**
 * The build's own files (scripts, styles, fonts under /_next/static/): content-addressed and never a
 * document, so the framing, referrer, opener and permissions rules of a page mean nothing there;
 * they get only the headers that apply to a script or a style. Half of a small chunk's transfer
 * was these headers.
 */
export const STATIC_FILES = "/_next/static/:path*";
export const STATIC_FILE_HEADERS: readonly { key: string; value: string }[] = SECURITY_HEADERS_WITHOUT_CSP.filter(
  ({ key }) => key === "X-Content-Type-Options" || key === "Strict-Transport-Security",
);

/** Every path but the build's static files (a next.config.ts `source`). */
export const PAGES_AND_API = "/((?!_next/static/).*)";

/**
 * Every path but uploaded files and the build's static files (a next.config.ts `source`). A header next.config.ts sets replaces
 * the route's own, and /api/uploads/{id}, /api/documents/{id} and /api/attachments/{id} answer with a
 * stricter CSP of their own (a sandbox, packages/api/src/rest/uploads.ts).
 */
export const UPLOADED_FILES_EXCLUDED = "/((?!api/uploads/|api/documents/|api/attachments/|_next/static/).*)";
