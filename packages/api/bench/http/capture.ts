/**
 * "The same SQL": each workload's request is served once in-process by the product's own REST
 * handler (route → REST adapter → tRPC caller → services) over a drizzle instance whose logger
 * records every statement with its parameters. The floor server replays exactly those statements.
 */
import { schema, type Database } from "@skyhire/db";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { handleRestRequest } from "../../src/rest";

/** A statement parameter as the floor replays it; a list (e.g. `= any($1)`) stays one array parameter. */
export type SqlParam = string | number | boolean | null | string[];

export interface Statement {
  text: string;
  params: SqlParam[];
  /** Sent as a prepared statement (the product's prepared reads, packages/api/src/services/prepared.ts). */
  prepare: boolean;
}

export interface Capture {
  path: string;
  status: number;
  bytes: number;
  statements: Statement[];
}

function toParam(value: unknown): SqlParam {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  return JSON.stringify(value);
}

export interface Recorder {
  capture: (path: string) => Promise<Capture>;
  close: () => Promise<void>;
}

/** A recorder on the bench database, connected as the app connects (createDb's postgres.js options). */
export function createRecorder(url: string): Recorder {
  const client = postgres(url, { max: 1, onnotice: () => {}, prepare: true });
  let log: Statement[] = [];
  // Every statement drizzle sends goes through `unsafe` with its `prepare` flag: recorded as sent.
  const recording = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== "unsafe") return Reflect.get(target, property, receiver) as unknown;
      return (text: string, params: unknown[] = [], options?: { prepare?: boolean }) => {
        log.push({ text, params: params.map(toParam), prepare: options?.prepare ?? false });
        return target.unsafe(text, params as postgres.ParameterOrJSON<never>[], options);
      };
    },
  });
  const db = drizzle(recording, { schema }) satisfies Database;
  return {
    async capture(path) {
      log = [];
      const response = await handleRestRequest(new Request(`http://bench.local${path}`), {
        db,
        user: null,
        headers: new Headers(),
      });
      const body = await response.arrayBuffer();
      return { path, status: response.status, bytes: body.byteLength, statements: log };
    },
    close: () => client.end({ timeout: 5 }),
  };
}
