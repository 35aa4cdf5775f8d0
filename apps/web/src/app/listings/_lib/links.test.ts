import { describe, expect, it } from "vitest";
import { postJobHref, signInHref } from "./links";

describe("links", () => {
  it("addresses /post-job to a listing, for a quote or a message", () => {
    expect(postJobHref("abc-1")).toBe("/post-job?listingId=abc-1");
    expect(postJobHref("abc-1", true)).toBe("/post-job?listingId=abc-1&contact=1");
  });

  it("sends sign-in back to the page, its query encoded", () => {
    expect(signInHref(postJobHref("abc-1", true))).toBe(
      "/api/login?returnTo=/post-job%3FlistingId%3Dabc-1%26contact%3D1",
    );
    expect(signInHref("/jobs/board")).toBe("/api/login?returnTo=/jobs/board");
  });
});
