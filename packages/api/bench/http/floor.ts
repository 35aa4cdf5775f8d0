/**
 * The floor: a bare `node:http` server over postgres.js that, for each workload, runs the
 * statements the product ran for the same request (recorded by capture.ts) and answers their rows
 * in the product's shape: a JSON array with the paging headers (`Link`, `X-Total-Count`) the REST
 * adapter sends with a list (src/rest/paging.ts). No framework, no validation, no routing beyond a
 * map lookup: what is left is the database and the wire. Run as its own process:
 *
 *   tsx bench/http/floor.ts <plan.json>   (prints "listening <port>" when ready)
 *
 * GET /floor/<workload>/<variant> runs that capture's statements, one after the other.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import postgres from "postgres";
import { pageHeaders } from "../../src/rest/paging";
import { floorPlanSchema } from "./floor-plan";

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error("usage: floor.ts <plan.json>");
  const plan = floorPlanSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  // As the app's pool: postgres.js, the same number of connections.
  const sql = postgres(plan.databaseUrl, { max: plan.poolSize, onnotice: () => {} });

  const server = createServer((request, response) => {
    const [, prefix, workload, variant] = (request.url ?? "").split("/");
    const statements =
      prefix === "floor" ? plan.workloads[workload ?? ""]?.[Number(variant)] : undefined;
    if (!statements) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end('{"message":"Not found"}');
      return;
    }
    void (async () => {
      const rows: unknown[] = [];
      for (const statement of statements) {
        // Sent as the product sent it: unnamed (planned per execution), or prepared for the reads
        // the product prepares.
        rows.push(...(await sql.unsafe(statement.text, statement.params, { prepare: statement.prepare })));
      }
      return rows;
    })().then(
      (rows) => {
        const url = new URL(request.url ?? "/", "http://floor.invalid");
        response.writeHead(200, {
          "content-type": "application/json",
          ...pageHeaders(url, { page: 1, pageSize: Math.max(rows.length, 1), total: rows.length }, [...url.searchParams.keys()]),
        });
        response.end(JSON.stringify(rows));
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: String(error) }));
      },
    );
  });
  server.listen(plan.port, "127.0.0.1", () => console.info(`listening ${plan.port}`));
  const stop = () => {
    server.close();
    void sql.end({ timeout: 2 }).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main();
