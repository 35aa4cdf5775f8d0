import { describe, expect, it } from "vitest";
import { prefersCsv, toCsv } from "./csv";

describe("CSV files", () => {
  it("writes a header and rows with CRLF line ends, quoting commas, quotes and line breaks", () => {
    const csv = toCsv({
      header: ["Date", "Job", "Amount"],
      rows: [
        ["2026-11-02", 'Roof "survey", north wing', "120.00"],
        ["2026-11-03", "Line one\nline two", 7],
        ["2026-11-04", null, "-12.50"],
      ],
    });
    expect(csv).toBe(
      'Date,Job,Amount\r\n2026-11-02,"Roof ""survey"", north wing",120.00\r\n2026-11-03,"Line one\nline two",7\r\n2026-11-04,,-12.50\r\n',
    );
  });

  it("keeps a text cell that starts like a formula as text, but leaves negative amounts alone", () => {
    expect(toCsv({ header: ["Job"], rows: [["=HYPERLINK(\"x\")"], ["@cmd"], ["-3.50"]] })).toBe(
      'Job\r\n"\'=HYPERLINK(""x"")"\r\n\'@cmd\r\n-3.50\r\n',
    );
  });
});

describe("asking for CSV", () => {
  it("answers CSV only when text/csv weighs more than JSON", () => {
    expect(prefersCsv("text/csv")).toBe(true);
    expect(prefersCsv("text/csv, application/json;q=0.5")).toBe(true);
    expect(prefersCsv("application/json, text/csv;q=0.9")).toBe(false);
    expect(prefersCsv("*/*")).toBe(false);
    expect(prefersCsv("text/csv, */*")).toBe(false);
    expect(prefersCsv(null)).toBe(false);
    expect(prefersCsv("text/csv;q=abc")).toBe(false);
  });
});
