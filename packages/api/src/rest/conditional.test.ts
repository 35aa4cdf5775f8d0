import { describe, expect, it } from "vitest";
import { conditionalRead, entityTagOf, noneMatchHits } from "./conditional";

const ok = { status: 200, headers: { "content-type": "application/json; charset=utf-8", "x-total-count": "3" }, body: '[{"id":"a"}]' };

describe("entity tags", () => {
  it("are weak, quoted, and the same for the same body only", () => {
    expect(entityTagOf(ok.body)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(entityTagOf(ok.body)).toBe(entityTagOf('[{"id":"a"}]'));
    expect(entityTagOf('[{"id":"b"}]')).not.toBe(entityTagOf(ok.body));
  });
});

describe("If-None-Match", () => {
  const etag = entityTagOf(ok.body);
  const strong = etag.replace(/^W\//, "");

  it("matches its own tag, weak or strong, alone or in a list, and *", () => {
    expect(noneMatchHits(etag, etag)).toBe(true);
    expect(noneMatchHits(strong, etag)).toBe(true);
    expect(noneMatchHits(`W/"other", ${etag}`, etag)).toBe(true);
    expect(noneMatchHits(" * ", etag)).toBe(true);
  });

  it("does not match another tag, or no header", () => {
    expect(noneMatchHits('W/"other"', etag)).toBe(false);
    expect(noneMatchHits(null, etag)).toBe(false);
    expect(noneMatchHits("", etag)).toBe(false);
  });
});

describe("a conditional read", () => {
  it("sends the answer with its ETag when the client has no copy or an old one", () => {
    const fresh = conditionalRead(null, ok);
    expect(fresh).toEqual({ ...ok, headers: { ...ok.headers, etag: entityTagOf(ok.body) } });
    expect(conditionalRead('W/"old"', ok).status).toBe(200);
  });

  it("is 304 without a body or content type, keeping the other headers, when the copy is current", () => {
    const etag = entityTagOf(ok.body);
    expect(conditionalRead(etag, ok)).toEqual({ status: 304, headers: { "x-total-count": "3", etag }, body: "" });
  });

  it("leaves refusals alone", () => {
    const refusal = { status: 404, headers: {}, body: '{"status":404}' };
    expect(conditionalRead("*", refusal)).toBe(refusal);
  });
});
