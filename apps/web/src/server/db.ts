import "server-only";
import { getDb } from "@skyhire/db/runtime";

/** The app's database: one pool per process, opened by the first caller rather than on import. */
export { getDb };
