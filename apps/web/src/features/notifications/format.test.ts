import { describe, expect, it } from "vitest";
import { filterParam, notificationTarget, notificationsHref, typeLabel } from "./format";

describe("notificationTarget", () => {
  it("follows the notification's own path, else its job", () => {
    expect(notificationTarget({ link: "/dashboard/customer/reviews", jobRequestId: "j1" })).toBe("/dashboard/customer/reviews");
    expect(notificationTarget({ link: null, jobRequestId: "j1" })).toBe("/jobs/j1");
    expect(notificationTarget({ link: null, jobRequestId: null })).toBeNull();
  });

  it("never leads off the site", () => {
    expect(notificationTarget({ link: "https://evil.test/", jobRequestId: null })).toBeNull();
    expect(notificationTarget({ link: "//evil.test/x", jobRequestId: "j2" })).toBe("/jobs/j2");
  });
});

describe("filter and links", () => {
  it("reads the filter and builds the page links", () => {
    expect(filterParam("unread")).toBe("unread");
    expect(filterParam(["x"])).toBe("all");
    expect(notificationsHref("all")).toBe("/notifications");
    expect(notificationsHref("unread", 2)).toBe("/notifications?filter=unread&page=2");
  });

  it("names each type", () => {
    expect(typeLabel("payout_sent")).toBe("Payout sent");
    expect(typeLabel("something_new")).toBe("something new");
  });
});
