import { describe, expect, it } from "vitest";
import { ROLES } from "./constants";
import { NOTIFICATION_TYPES } from "./lifecycle";
import { NOTIFICATION_TYPES_BY_ROLE, notificationUnsubscribeSchema, updateNotificationEmailSchema } from "./notification-settings";

describe("notification settings", () => {
  it("offers every notification type's e-mail switch to at least one role, and each type once per role", () => {
    const offered = new Set(ROLES.flatMap((role) => NOTIFICATION_TYPES_BY_ROLE[role]));
    expect([...NOTIFICATION_TYPES].filter((type) => !offered.has(type))).toEqual([]);
    for (const role of ROLES) {
      expect(new Set(NOTIFICATION_TYPES_BY_ROLE[role]).size).toBe(NOTIFICATION_TYPES_BY_ROLE[role].length);
    }
  });

  it("takes a known type with on or off, and a link's token", () => {
    expect(updateNotificationEmailSchema.parse({ type: "message_received", email: false })).toEqual({ type: "message_received", email: false });
    expect(updateNotificationEmailSchema.safeParse({ type: "nonsense", email: false }).error?.issues[0]?.message).toBe("Unknown notification type");
    expect(notificationUnsubscribeSchema.safeParse({ token: " " }).success).toBe(false);
  });
});
