/**
 * One value per process under `name` (a `Symbol.for` key on globalThis). The entry (apps/web/server.ts,
 * loaded by tsx) and Next.js's bundles each load their own copy of a module: state both must see —
 * the page cache a write through the API expires, the work to do before the server closes — lives here.
 */
export function perProcess<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const holder = globalThis as Record<symbol, T | undefined>;
  return (holder[key] ??= create());
}
