import { describe, expect, it } from "vitest";
import { listenOptions } from "./listen-options";

describe("listenOptions", () => {
  it("takes -p and -H as `next start` did, over PORT and HOSTNAME", () => {
    expect(listenOptions(["-p", "3300", "-H", "127.0.0.1"], { PORT: "4000", HOSTNAME: "example" })).toEqual({ port: 3300, hostname: "127.0.0.1" });
    expect(listenOptions(["--port=3301", "--hostname", "::1"], {})).toEqual({ port: 3301, hostname: "::1" });
  });

  it("falls back on PORT and HOSTNAME, then port 3000 on every interface", () => {
    expect(listenOptions([], { PORT: "4000", HOSTNAME: "0.0.0.0" })).toEqual({ port: 4000, hostname: "0.0.0.0" });
    expect(listenOptions([], {})).toEqual({ port: 3000, hostname: undefined });
  });

  it("refuses a port that is not one", () => {
    expect(() => listenOptions(["-p", "http"], {})).toThrow("Not a port: http");
    expect(() => listenOptions([], { PORT: "70000" })).toThrow("Not a port: 70000");
  });
});
