import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

const asking = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("an answer goes out gzipped", () => {
  it("to a client that takes gzip", () => {
    expect(acceptsGzip(asking("gzip"))).toBe(true);
    expect(acceptsGzip(asking("gzip, deflate, br, zstd"))).toBe(true);
    expect(acceptsGzip(asking("br;q=1, gzip;q=0.8"))).toBe(true);
    expect(acceptsGzip(asking("*"))).toBe(true);
  });

  it("not to a client that refuses it or names nothing", () => {
    expect(acceptsGzip(asking("gzip;q=0, identity"))).toBe(false);
    expect(acceptsGzip(asking("identity"))).toBe(false);
    expect(acceptsGzip(asking("br"))).toBe(false);
    expect(acceptsGzip(asking(""))).toBe(false);
    expect(acceptsGzip(asking())).toBe(false);
  });
});
