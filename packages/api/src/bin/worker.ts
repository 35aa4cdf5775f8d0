/**
 * `pnpm worker`: the job queue's worker as a process of its own, for deployments that run it apart
 * from the web servers (start those with JOB_QUEUE=off). Connects like the app: DATABASE_URL, or
 * the embedded server of the start script.
 */
import { getDb } from "@skyhire/db/runtime";
import { startJobQueue } from "../queue";

const queue = await startJobQueue(getDb());
console.info("Skyhire worker: processing the job queue.");

async function shutDown(signal: string) {
  console.info(`Skyhire worker: ${signal}, finishing the jobs in hand.`);
  await queue.stop();
  process.exit(0);
}
process.once("SIGINT", () => void shutDown("SIGINT"));
process.once("SIGTERM", () => void shutDown("SIGTERM"));
