export const DEMO_PASSWORD = "skyhire-demo";

/**
 * scrypt hash of DEMO_PASSWORD, computed once with node's crypto.scryptSync
 * (16-byte random salt, keylen 64, N=16384, r=8, p=1) in the format
 * `scrypt$N$r$p$<saltBase64>$<hashBase64>` that the auth package verifies.
 * Every seeded user signs in with this password.
 */
export const DEMO_PASSWORD_HASH =
  "scrypt$16384$8$1$Yswn8v05yq4QK8s1+O//nA==$6c4AKIJC599Ku3ZZjU4NUOLSR3R7/nyqbyrMiCsK5Onf8T3NKTxt/6nRgJvoHGTrNyS9uaAX+XDG3iODhfIg2Q==";

export const DEMO_ACCOUNTS = [
  { role: "customer", email: "customer@skyhire.dev", firstName: "Casey", lastName: "Morgan" },
  { role: "operator", email: "operator@skyhire.dev", firstName: "Oliver", lastName: "Chen" },
  { role: "admin", email: "admin@skyhire.dev", firstName: "Ada", lastName: "Admin" },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
