import { z } from "zod";

const schema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
});

export type PaymentsEnv = z.infer<typeof schema>;

/** Read when called, so tests and scripts can set the environment first. */
export function paymentsEnv(source: Record<string, string | undefined> = process.env): PaymentsEnv {
  const empty = (v: string | undefined) => (v === "" ? undefined : v);
  return schema.parse({
    STRIPE_SECRET_KEY: empty(source.STRIPE_SECRET_KEY),
    STRIPE_WEBHOOK_SECRET: empty(source.STRIPE_WEBHOOK_SECRET),
    STRIPE_API_BASE: empty(source.STRIPE_API_BASE),
    PLATFORM_FEE_PERCENT: empty(source.PLATFORM_FEE_PERCENT),
  });
}
