import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "@skyhire/db/demo-accounts";
import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";

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
});
