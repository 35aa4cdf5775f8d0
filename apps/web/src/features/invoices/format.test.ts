import { describe, expect, it } from "vitest";
import { invoiceStatusLabel, invoiceStatusVariant, invoicesHref, showPayNow, statusParam } from "./format";

describe("invoice status", () => {
  it("labels and colours each status", () => {
    expect(invoiceStatusLabel("paid")).toBe("Paid");
    expect(invoiceStatusVariant("paid")).toBe("green");
    expect(invoiceStatusVariant("pending")).toBe("blue");
    expect(invoiceStatusVariant("overdue")).toBe("red");
  });

  it("offers Pay Now on pending invoices only", () => {
    expect(showPayNow({ status: "pending", canPay: true })).toBe(true);
    expect(showPayNow({ status: "overdue", canPay: true })).toBe(false);
    expect(showPayNow({ status: "paid", canPay: false })).toBe(false);
    expect(showPayNow({ status: "pending", canPay: false })).toBe(false);
  });
});

describe("filter links", () => {
  it("reads a known status and builds links", () => {
    expect(statusParam("overdue")).toBe("overdue");
    expect(statusParam(["paid"])).toBe("paid");
    expect(statusParam("refunded")).toBeUndefined();
    expect(statusParam(undefined)).toBeUndefined();
    expect(invoicesHref(undefined)).toBe("/dashboard/customer/invoices");
    expect(invoicesHref("pending", 3)).toBe("/dashboard/customer/invoices?status=pending&page=3");
  });
});
