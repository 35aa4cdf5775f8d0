import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * postgres.js keeps its pool's connections and waiting queries in a small queue
 * (`postgres/src/queue.js`, patched by patches/postgres@3.4.9.patch). Unpatched, a connection that
 * took another query while busy left a hole behind, and every later move between queues scanned
 * all the holes: a server slowed down with every query it had run under load (docs/performance.md).
 */
interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}

// The module the app loads (the package's "import" entry, src/index.js, imports it).
const packageDir = join(dirname(createRequire(import.meta.url).resolve("postgres")), "..", "..");
const { default: Queue } = (await import(pathToFileURL(join(packageDir, "src", "queue.js")).href)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("postgres.js pool queue", () => {
  it("keeps first-in first-out order under any mix of push, shift and remove", () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant("push" as const) }),
      fc.record({ kind: fc.constant("shift" as const) }),
      fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 400 }), (operations) => {
        const queue = Queue<number>();
        const model: number[] = [];
        let next = 0;
        for (const step of operations) {
          if (step.kind === "push") {
            queue.push(next);
            model.push(next++);
          } else if (step.kind === "shift") {
            if (model.length === 0) continue;
            expect(queue.shift()).toBe(model.shift());
          } else {
            // Remove a live entry, or one that is not there (answers null).
            const target = model.length > 0 ? model[step.pick % model.length] ?? -1 : -1;
            const at = model.indexOf(target);
            if (at !== -1) model.splice(at, 1);
            expect(queue.remove(target)).toBe(at === -1 ? null : target);
          }
          expect(queue.length).toBe(model.length);
        }
        while (model.length > 0) expect(queue.shift()).toBe(model.shift());
      }),
    );
  });

  it("does not carry the queries it has served: a removal scans only the connections in the queue", () => {
    // A busy pool of two connections taking 10,000 more queries (shift, then back in), as
    // postgres.js does when every connection is busy, then both going idle (removed).
    const busy = Queue<string>();
    busy.push("a");
    busy.push("b");
    for (let query = 0; query < 10_000; query++) {
      const connection = busy.shift() ?? "";
      busy.remove(connection);
      busy.push(connection);
    }
    busy.remove("a");
    busy.remove("b");
    expect(busy.length).toBe(0);

    const scanned: number[] = [];
    const indexOf = Array.prototype.indexOf;
    vi.spyOn(Array.prototype, "indexOf").mockImplementation(function (this: unknown[], ...args) {
      scanned.push(this.length);
      return indexOf.apply(this, args);
    });
    busy.push("c");
    busy.remove("c");
    expect(Math.max(...scanned)).toBeLessThanOrEqual(1);
  });
});
