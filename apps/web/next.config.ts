import type { NextConfig } from "next";
import {
  PAGES_AND_API,
  SECURITY_HEADERS_WITHOUT_CSP,
  SITE_CSP,
  STATIC_FILE_HEADERS,
  STATIC_FILES,
  UPLOADED_FILES_EXCLUDED,
} from "./src/server/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The workspace packages ship TypeScript source.
  transpilePackages: [
    "@skyhire/api",
    "@skyhire/auth",
    "@skyhire/db",
    "@skyhire/payments",
    "@skyhire/ui",
    "@skyhire/validators",
  ],
  // Database drivers stay plain Node modules on the server (native bits, WASM, sockets); the API
  // reference page reads its Swagger UI files from its package folder.
  serverExternalPackages: ["postgres", "pg-boss", "@electric-sql/pglite", "pdfkit", "swagger-ui-dist"],
  // Listing photos are our own uploads (WebP variants served by /api/uploads/{id}); nothing remote.
  images: {
    localPatterns: [{ pathname: "/api/uploads/**", search: "" }],
    formats: ["image/webp"],
  },
  // `pnpm typecheck` runs tsc on its own; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // forbidden(): the admin area answers a real 403 to other roles (app/forbidden.tsx).
  experimental: {
    authInterrupts: true,
    // Barrel imports of the shared packages resolve to the modules used, so a page ships only the
    // primitives and rules it renders (docs/performance.md#page-weight).
    optimizePackageImports: ["@skyhire/ui", "@skyhire/validators", "lucide-react"],
  },
  async headers() {
    return [
      { source: PAGES_AND_API, headers: [...SECURITY_HEADERS_WITHOUT_CSP] },
      { source: STATIC_FILES, headers: [...STATIC_FILE_HEADERS] },
      // Uploaded files keep their own, stricter CSP.
      { source: UPLOADED_FILES_EXCLUDED, headers: [SITE_CSP] },
    ];
  },
};

export default nextConfig;
