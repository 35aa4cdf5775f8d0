/** What the floor server is told to serve: written by the bench, read by floor.ts. */
import { z } from "zod";

const paramSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const floorPlanSchema = z.object({
  databaseUrl: z.string(),
  port: z.number().int(),
  poolSize: z.number().int().min(1),
  workloads: z.record(
    z.string(),
    z.array(z.array(z.object({ text: z.string(), params: z.array(paramSchema), prepare: z.boolean() }))),
  ),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;
