import { readFileSync } from "node:fs";
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// The mutation run (docs/testing.md) checks each mutated service against the tests beside it,
// not against every suite that happens to import it: `src/x.ts` → `src/x.test.ts`.
const { mutate } = JSON.parse(readFileSync(new URL("./stryker.config.json", import.meta.url), "utf8")) as {
  mutate: string[];
};

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: mutate.filter((file) => !file.startsWith("!")).map((file) => file.replace(/\.ts$/, ".test.ts")),
      // Each file loads its modules afresh: a mutant in code that runs on import (a constant table)
      // is then measured by the tests that use it, not by whichever file imported the module first.
      isolate: true,
    },
  }),
);
