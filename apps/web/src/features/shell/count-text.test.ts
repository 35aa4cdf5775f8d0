import { describe, expect, it } from "vitest";
import { countText, unreadLabel } from "./count-text";

describe("countText", () => {
  it("shows the count up to 99, then 99+", () => {
    expect(countText(1)).toBe("1");
    expect(countText(99)).toBe("99");
    expect(countText(100)).toBe("99+");
  });
});

describe("unreadLabel", () => {
  it("names the unread count only when there is one", () => {
    expect(unreadLabel("Messages", 0)).toBe("Messages");
    expect(unreadLabel("Notifications", 3)).toBe("Notifications, 3 unread");
    expect(unreadLabel("Messages", 250)).toBe("Messages, 99+ unread");
  });
});
