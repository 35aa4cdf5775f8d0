import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/**
 * Stripe Elements is used when a publishable key is set at build time; without it the card step
 * shows the offline gateway's test card form (the server then uses the offline gateway too, unless
 * STRIPE_SECRET_KEY is set).
 */
export const paymentsClientEnv = createEnv({
  client: { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional() },
  runtimeEnv: { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY },
  emptyStringAsUndefined: true,
});
