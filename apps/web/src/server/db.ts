import "server-only";
import { getDb } from "@skyhire/db/runtime";

export { getDb };

/** The app's database (one pool per process; postgres.js connects on the first query). */
export const db = getDb();
