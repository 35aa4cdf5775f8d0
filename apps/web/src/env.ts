/**
 * The web app's environment: every variable it reads, checked here with t3-env and nowhere else
 * (lint bans process.env outside a package's env.ts). The packages check their own variables in
 * their own src/env.ts; this file holds only what the web app reads itself.
 */
import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

export const env = createEnv({
  server: {
    /** The port this server listens on; server-rendered tRPC calls go to it. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** "off": this server only queues jobs and a separate `pnpm worker` runs them. */
    JOB_QUEUE: z.string().optional(),
    /** Set by `next build`, which serves nobody: startup work is skipped. */
    NEXT_PHASE: z.string().optional(),
  },
  client: {
    /**
     * Stripe Elements is used when a publishable key is set at build time; without it the card step
     * shows the offline gateway's test card form (the server then uses the offline gateway too,
     * unless STRIPE_SECRET_KEY is set).
     */
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
  },
  shared: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  },
  runtimeEnv: {
    PORT: process.env.PORT,
    JOB_QUEUE: process.env.JOB_QUEUE,
    NEXT_PHASE: process.env.NEXT_PHASE,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    NODE_ENV: process.env.NODE_ENV,
  },
  emptyStringAsUndefined: true,
});
