import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmAction } from "./confirm-action";

const accept = createElement(ConfirmAction, {
  label: "Accept",
  title: "Accept the proposal?",
  description: "You will pay next.",
  confirmLabel: "Accept proposal",
  pendingLabel: "Accepting…",
  onConfirm: async () => undefined,
});

describe("a button that asks first", () => {
  it("is disabled in the server's HTML, before the page's script can open its dialog", () => {
    const html = renderToString(accept);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Accept<\/button>/);
  });
});
