import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CreditNoteRow } from "./invoice-list";

const REASON = "Half of the bearings were inspected; each side gets half.";

function rendered() {
  return renderToString(
    createElement(CreditNoteRow, {
      invoice: { currency: "GBP" },
      note: {
        id: "cn_1",
        number: "CN-2026-000001",
        amount: "360.00",
        reason: "dispute_decision",
        decisionReason: REASON,
        issueDate: new Date("2026-11-30T01:00:00Z"),
        netAmount: "360.00",
      },
    }),
  );
}

describe("a credit note beside its invoice (docs/product.md#credit-notes)", () => {
  it("gives the reason a line of its own, not a '·' that starts a wrapped line", () => {
    const html = rendered();
    const reason = /<p[^>]*data-testid="credit-note-reason"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(reason?.[1]).toBe(`Dispute decision: ${REASON}`);
    expect(html).not.toContain("· Dispute decision");
    expect(html).toContain("CN-2026-000001");
    expect(html).toContain("£360.00");
  });
});
