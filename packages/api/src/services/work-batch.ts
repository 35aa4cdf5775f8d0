/**
 * Queued work items (favourite alerts, saved-search matching): a worker takes a batch by deleting
 * the oldest rows it can lock, skipping rows another worker holds, so several workers share the
 * queue and no item is taken twice. A failed batch rolls back and its items wait for the next run.
 */
import type { Executor } from "@skyhire/db";
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

type QueueTable = PgTable & { id: PgColumn };

/** Takes (deletes and returns) up to `batch` of the oldest items of `table`. Run inside the batch's transaction. */
export function takeBatch<Table extends QueueTable>(tx: Executor, table: Table, batch: number) {
  // The inner select reads only `id`; drizzle's generic table type cannot be a subquery's source, the widened one can.
  return tx
    .delete(table)
    .where(
      inArray(
        table.id,
        tx
          .select({ id: table.id })
          .from(table as PgTable)
          .orderBy(table.id)
          .limit(batch)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
}
