import { describe, expect, it } from "vitest";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
} from "./webhooks";

const firstMessage = (input: unknown) => {
  const parsed = createWebhookEndpointSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a webhook endpoint's fields", () => {
  it("take a URL, an optional description and every event by default", () => {
    expect(createWebhookEndpointSchema.parse({ url: " https://example.com/hooks " })).toEqual({
      url: "https://example.com/hooks",
      description: "",
      events: null,
    });
  });

  it("keep chosen events in the documented order, without repeats", () => {
    const parsed = createWebhookEndpointSchema.parse({
      url: "https://example.com",
      events: ["review.received", "job.created", "job.created"],
    });
    expect(parsed.events).toEqual(["job.created", "review.received"]);
  });

  it("refuse a missing, malformed, non-http or credentialed URL, and unknown or no events, with their messages", () => {
    expect(firstMessage({})).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(firstMessage({ url: "not a url" })).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(firstMessage({ url: "ftp://example.com/hooks" })).toBe(WEBHOOK_MESSAGES.urlScheme);
    expect(firstMessage({ url: "https://user:pass@example.com/hooks" })).toBe(
      WEBHOOK_MESSAGES.urlCredentials,
    );
    expect(firstMessage({ url: `https://example.com/${"a".repeat(2000)}` })).toBe(
      WEBHOOK_MESSAGES.urlTooLong,
    );
    expect(firstMessage({ url: "https://example.com", events: ["job.deleted"] })).toBe(
      WEBHOOK_MESSAGES.eventsInvalid,
    );
    expect(firstMessage({ url: "https://example.com", events: [] })).toBe(
      WEBHOOK_MESSAGES.eventsRequired,
    );
    expect(firstMessage({ url: "https://example.com", description: "x".repeat(201) })).toBe(
      WEBHOOK_MESSAGES.descriptionTooLong,
    );
  });

  it("let an update change any one field", () => {
    expect(updateWebhookEndpointSchema.parse({ id: "e1", enabled: true })).toEqual({
      id: "e1",
      enabled: true,
    });
    expect(WEBHOOK_EVENT_TYPES).toContain("message.received");
  });
});
