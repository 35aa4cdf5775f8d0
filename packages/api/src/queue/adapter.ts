import type { Database, Executor } from "@skyhire/db";
import { sql, type SQL } from "drizzle-orm";
import type PgBoss from "pg-boss";

/**
 * pg-boss speaks `executeSql(text, $n values)`. This runs its statements through a Drizzle
 * executor, so the queue shares the app's pool (one connection on the embedded database)
 * and a job can be sent inside the transaction that causes it.
 */
export function queueConnection(executor: Executor, pool?: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss's migrations are scripts with their own BEGIN … COMMIT: one reserved session runs them.
      if (values.length === 0 && pool && /^\s*BEGIN\b/i.test(text)) {
        const session = await pool.$client.reserve();
        try {
          return { rows: [...(await session.unsafe(text))] };
        } catch (error) {
          // A statement failed before COMMIT (two instances installing pg-boss at once: "already
          // exists", which pg-boss ignores): end the aborted transaction before the pool reuses it.
          // (A session that cannot even roll back is broken: the script's own error is the one to tell.)
          await session.unsafe("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          session.release();
        }
      }
      const result = await executor.execute(withParameters(text, values));
      return { rows: [...result] };
    },
  };
}

/** `select $1, $2` + values → the same statement with Drizzle parameters in place of `$n`. */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${parameter(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}

/**
 * pg-boss hands its values to node-postgres, which sends arrays as array literals and other
 * objects as JSON: do the same (Drizzle would otherwise spread an array into a list).
 */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value !== null && typeof value === "object" && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

function arrayLiteral(items: readonly unknown[]): string {
  const elements = items.map((item) => {
    if (item === null || item === undefined) return "NULL";
    const text = typeof item === "string" ? item : JSON.stringify(item);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(",")}}`;
}
