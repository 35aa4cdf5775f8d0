import { checkHealth } from "@skyhire/api/health";
import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 when the database answers and the job queue runs, else 503 (packages/api/src/services/health.ts). */
export async function GET(): Promise<Response> {
  const { httpStatus, report } = await checkHealth(getDb());
  return Response.json(report, { status: httpStatus, headers: { "cache-control": "no-store" } });
}
