import { describe, expect, it } from "vitest";
import { paymentStatusLabel, proposalStatusLabel, rejectionText } from "./format";

describe("proposal formatting", () => {
  it("names a proposal's state from the operator's side", () => {
    expect(proposalStatusLabel("pending")).toBe("Pending");
    expect(proposalStatusLabel("hired")).toBe("Hired");
    expect(proposalStatusLabel("rejected", "withdrawn")).toBe("Withdrawn");
    expect(proposalStatusLabel("rejected", "declined")).toBe("Declined");
    expect(proposalStatusLabel("rejected", "not_selected")).toBe("Not selected");
    expect(rejectionText("job_cancelled")).toBe("The customer cancelled the job.");
    expect(rejectionText(null)).toBe("The customer chose another proposal.");
  });

  it("names the escrow payment's state", () => {
    expect(paymentStatusLabel("completed")).toBe("Held in escrow");
    expect(paymentStatusLabel("released")).toBe("Paid out");
    expect(paymentStatusLabel(null)).toBe("No payment yet");
  });
});
