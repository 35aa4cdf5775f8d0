import { describe, expect, it } from "vitest";
import { documentStatus } from "./document-status";

const today = "2026-11-29";

describe("a submitted document's status on the admin's review", () => {
  it("is only 'no file uploaded' when no file is behind it, never valid by its typed date", () => {
    expect(documentStatus({ expiryDate: "2030-01-01", hasFile: false, today })).toEqual({ kind: "missing-file" });
    expect(documentStatus({ expiryDate: "2020-01-01", hasFile: false, today })).toEqual({ kind: "missing-file" });
  });

  it("follows the expiry date of an uploaded file", () => {
    expect(documentStatus({ expiryDate: "2030-01-01", hasFile: true, today })).toMatchObject({ kind: "dated", state: "valid" });
    expect(documentStatus({ expiryDate: "2026-12-09", hasFile: true, today })).toEqual({ kind: "dated", state: "expiring", daysLeft: 10 });
    expect(documentStatus({ expiryDate: "2026-11-27", hasFile: true, today })).toEqual({ kind: "dated", state: "expired", daysLeft: -2 });
    expect(documentStatus({ expiryDate: "soon", hasFile: true, today })).toEqual({ kind: "undated" });
  });
});
