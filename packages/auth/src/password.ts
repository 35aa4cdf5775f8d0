/**
 * Password hashing with node:crypto scrypt. Stored format (shared with the seed):
 * `scrypt$N$r$p$<saltBase64>$<hashBase64>` — parameters travel with the hash so they can be raised later.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { authVariables } from "./env";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * scrypt runs in libuv's thread pool (never on the event loop), which also decrypts session
 * cookies and reads files. Hashes get at most half of it, so a flood of sign-ups queues behind
 * itself and every other request still finds a free thread.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor((Number(authVariables().UV_THREADPOOL_SIZE) || 4) / 2));
let hashing = 0;
const waitingForSlot: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  // A finishing hash hands its slot straight to the next in line.
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(plain: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(plain, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** scrypt needs 128·N·r·p bytes; give it that plus headroom so raised parameters still run. */
function scryptOptions(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 256 * n * r * p };
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_LENGTH, scryptOptions(N, R, P));
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length > 0 || !salt || !key) return null;
  const params = [n, r, p].map((v) => (v && /^\d{1,7}$/.test(v) ? Number(v) : NaN));
  const [pn = NaN, pr = NaN, pp = NaN] = params;
  // Bounds keep a corrupt row from asking scrypt for gigabytes of memory.
  const validN = pn >= 2 && pn <= 1 << 20 && (pn & (pn - 1)) === 0;
  if (!validN || !(pr >= 1 && pr <= 32) || !(pp >= 1 && pp <= 16)) return null;
  const saltBytes = Buffer.from(salt, "base64");
  const keyBytes = Buffer.from(key, "base64");
  if (saltBytes.length < 8 || keyBytes.length < 16 || keyBytes.length > 256) return null;
  return { n: pn, r: pr, p: pp, salt: saltBytes, key: keyBytes };
}

/** True when `plain` matches `stored`. A malformed or empty stored value never matches (and never throws). */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) return false;
  const candidate = await derive(plain, parsed.salt, parsed.key.length, scryptOptions(parsed.n, parsed.r, parsed.p));
  return timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification. Called when the e-mail is unknown, so the answer time
 * does not tell an attacker which addresses have accounts.
 */
export async function burnPasswordCheck(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(plain, await dummyHash);
  return false;
}
