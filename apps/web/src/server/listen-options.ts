/** Where the server listens. `hostname` undefined: every interface. */
export interface ListenOptions {
  port: number;
  hostname: string | undefined;
}

/** The value after `-x`/`--name`, or of `--name=value`, in `argv`. */
function option(argv: readonly string[], short: string, long: string): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    if (arg === short || arg === long) return argv[index + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

/**
 * `-p`/`--port` and `-H`/`--hostname`, as `next start` took them; else PORT and HOSTNAME (as
 * Next.js's standalone server reads them); else port 3000 on every interface.
 */
export function listenOptions(argv: readonly string[], environment: Readonly<Record<string, string | undefined>>): ListenOptions {
  const portText = option(argv, "-p", "--port") ?? environment.PORT ?? "3000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${portText}`);
  const hostname = option(argv, "-H", "--hostname") ?? environment.HOSTNAME;
  return { port, hostname: hostname === "" ? undefined : hostname };
}
