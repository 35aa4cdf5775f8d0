import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "@skyhire/db/demo-accounts";
import { pbkdf2 } from "node:crypto";
import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes in the shared scrypt format and verifies", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(stored.split("$")[5] ?? "", "base64")).toHaveLength(64);
    expect(stored).not.toContain("correct horse battery");
    await expect(verifyPassword("correct horse battery", stored)).resolves.toBe(true);
    await expect(verifyPassword("correct horse batterY", stored)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("verifies the seed's demo password hash", async () => {
    await expect(verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).resolves.toBe(true);
    await expect(verifyPassword("not-the-demo-password", DEMO_PASSWORD_HASH)).resolves.toBe(false);
  });

  it("never matches a missing or malformed stored value", async () => {
    for (const stored of [null, undefined, "", "plain", "bcrypt$x", "scrypt$16384$8$1$", "scrypt$3$8$1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA==", "scrypt$1073741824$8$1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA=="]) {
      await expect(verifyPassword("anything", stored)).resolves.toBe(false);
    }
  });

  it("burns a check for unknown users without matching", async () => {
    await expect(burnPasswordCheck("whatever")).resolves.toBe(false);
  });

  it("leaves the thread pool room for other work while many hashes run", async () => {
    const finished: string[] = [];
    const hashes = Array.from({ length: 4 * MAX_CONCURRENT_HASHES + 4 }, () =>
      hashPassword("flood-password").then(() => finished.push("hash")),
    );
    // Queued after all of them, like the session decryption of a signed-in read during a sign-up flood.
    const otherWork = new Promise<void>((resolve) =>
      pbkdf2("cookie", "salt", 1, 32, "sha256", () => {
        finished.push("other");
        resolve();
      }),
    );
    await Promise.all([...hashes, otherWork]);
    expect(finished[0]).toBe("other");
  });

  it("does not hold up the event loop while it hashes", async () => {
    const events: string[] = [];
    const hashes = Promise.all(Array.from({ length: 6 }, () => hashPassword("p").then(() => events.push("hash"))));
    setImmediate(() => events.push("tick"));
    await hashes;
    expect(events[0]).toBe("tick");
  });
});
