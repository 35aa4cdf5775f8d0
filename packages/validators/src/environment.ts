/**
 * What every package's `src/env.ts` shares: the type of a raw environment (process.env, or a
 * test's own record) and the error a malformed variable stops the process with. Each package
 * checks its own variables with t3-env (`createEnv` from @t3-oss/env-core) in its one env.ts.
 */
export type EnvSource = Record<string, string | undefined>;

interface EnvIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** A copy with blank values dropped, so `FOO=` or `FOO="  "` reads as unset (t3-env would delete keys in place). */
export function presentValues(source: EnvSource): EnvSource {
  return Object.fromEntries(
    Object.entries(source).flatMap(([name, value]) => {
      const trimmed = value?.trim();
      return trimmed ? [[name, trimmed]] : [];
    }),
  );
}

/** Names each malformed variable and why, instead of t3-env's generic "Invalid environment variables". */
export function invalidEnvironment(issues: ReadonlyArray<EnvIssue>): never {
  const lines = issues.map((issue) => {
    const name = issue.path?.map((part) => String(typeof part === "object" ? part.key : part)).join(".");
    return name ? `${name}: ${issue.message}` : issue.message;
  });
  throw new Error(`Invalid environment: ${lines.join("; ")}`);
}
