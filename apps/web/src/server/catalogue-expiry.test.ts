import type { Database } from "@skyhire/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceCatalogueChange, catalogueGeneration, expireOnChangesElsewhere } from "./catalogue-expiry";

type OnNotify = (payload: string) => void;

/** A database stand-in whose LISTEN fails `failures` times, then hears what `notify` sends. */
function databaseStandIn(failures = 0) {
  let onNotify: OnNotify | null = null;
  let attempts = 0;
  const client = {
    listen: vi.fn((_channel: string, notified: OnNotify, onListen: () => void) => {
      attempts += 1;
      if (attempts <= failures) return Promise.reject(new Error("connection refused"));
      onNotify = notified;
      onListen();
      return Promise.resolve({ unlisten: () => Promise.resolve() });
    }),
    notify: vi.fn((_channel: string, payload: string) => {
      onNotify?.(payload);
      return Promise.resolve();
    }),
  };
  return { db: { $client: client } as unknown as Database, client, send: (payload: string) => onNotify?.(payload) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("catalogue changes on other instances", () => {
  it("a change announced by another instance expires this one's catalogue caches; its own does not twice", async () => {
    const { db, client, send } = databaseStandIn();
    const stop = expireOnChangesElsewhere(db);
    await vi.waitFor(() => expect(client.listen).toHaveBeenCalledOnce());
    const before = catalogueGeneration();
    send("another-instance");
    expect(catalogueGeneration()).toBe(before + 1);
    await announceCatalogueChange(db);
    expect(catalogueGeneration()).toBe(before + 1);
    await stop();
  });

  it("a database that does not answer at start does not stop the server: listening is tried again", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { db, client, send } = databaseStandIn(2);
    const stop = expireOnChangesElsewhere(db);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.listen).toHaveBeenCalledTimes(3);
    const before = catalogueGeneration();
    send("another-instance");
    expect(catalogueGeneration()).toBe(before + 1);
    await stop();
  });
});
