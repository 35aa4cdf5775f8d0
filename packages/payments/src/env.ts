/** The payments package's environment: every variable it reads, checked in this one place. */
import { invalidEnvironment, presentValues, type EnvSource } from "@skyhire/validators/plain";
import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

const variables = {
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
};

/** Read when called, so tests and scripts can set the environment first. */
export function paymentsEnv(source: EnvSource = process.env) {
  return createEnv({
    server: variables,
    runtimeEnv: presentValues(source),
    isServer: true,
    onValidationError: invalidEnvironment,
  });
}

export type PaymentsEnv = ReturnType<typeof paymentsEnv>;
