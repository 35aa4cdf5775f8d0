import { describe, expect, it } from "vitest";
import { conversationSubject, formatWhen, mergeMessages, messagePreview, otherParty, pageParam } from "./format";

describe("otherParty", () => {
  const conversation = { kind: "job", customerId: "c1", customerName: "Casey Morgan", operatorName: "Chen Aerial Solutions" };

  it("shows the operator to the customer and the customer to the operator", () => {
    expect(otherParty(conversation, "c1")).toEqual({ name: "Chen Aerial Solutions", role: "operator" });
    expect(otherParty(conversation, "o1")).toEqual({ name: "Casey Morgan", role: "customer" });
  });

  it("falls back to the role when a name is empty", () => {
    expect(otherParty({ ...conversation, customerName: " " }, "o1").name).toBe("Customer");
    expect(otherParty({ ...conversation, operatorName: null }, "c1").name).toBe("Operator");
  });
});

describe("support threads", () => {
  const support = { kind: "support", customerId: "c1", customerName: "Casey Morgan", operatorName: null };

  it("show the support team to the asker and the asker to the admins", () => {
    expect(otherParty(support, "c1")).toEqual({ name: "Skyhire Support", role: "support team" });
    expect(otherParty(support, "admin")).toEqual({ name: "Casey Morgan", role: "user" });
  });

  it("are titled by their subject", () => {
    const titled = { kind: "support", subject: "Refund", jobTitle: null, listingTitle: null };
    expect(conversationSubject(titled)).toBe("Support · Refund");
    expect(conversationSubject({ ...titled, kind: "direct", listingTitle: "Roof survey" })).toBe("Direct message · Roof survey");
  });
});

describe("messagePreview", () => {
  it("keeps a short message on one line and cuts a long one", () => {
    expect(messagePreview("Hello\n\nthere")).toBe("Hello there");
    expect(messagePreview("a".repeat(100), 10)).toBe(`${"a".repeat(10)}…`);
    expect(messagePreview(null)).toBe("No messages yet");
  });
});

describe("formatWhen", () => {
  const now = new Date(2026, 4, 10, 15, 0);
  it("shows the time today, the day this year and the year before", () => {
    expect(formatWhen(new Date(2026, 4, 10, 9, 5), now)).toBe("9:05 AM");
    expect(formatWhen(new Date(2026, 2, 5, 15, 5), now)).toBe("Mar 5, 3:05 PM");
    expect(formatWhen(new Date(2025, 2, 5, 15, 5), now)).toBe("Mar 5, 2025");
    expect(formatWhen("not a date", now)).toBe("");
  });
});

describe("mergeMessages", () => {
  it("drops the overlap between pages and sorts oldest first", () => {
    const m = (id: string, minute: number) => ({ id, createdAt: new Date(2026, 0, 1, 0, minute) });
    const merged = mergeMessages([[m("c", 3), m("d", 4)], [m("a", 1), m("b", 2), m("c", 3)]]);
    expect(merged.map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("pageParam", () => {
  it("reads a positive whole page number, else 1", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(["2", "5"])).toBe(2);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "1e9"]) expect(pageParam(bad)).toBe(1);
  });
});
