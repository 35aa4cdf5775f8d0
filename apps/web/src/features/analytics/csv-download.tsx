"use client";

import { Button } from "@skyhire/ui";
import { Download } from "lucide-react";
import Papa from "papaparse";
import { saveFile } from "./save-file";

/** A button that saves a table as a CSV file (papaparse writes it: quoting, commas, line breaks). */
export function CsvDownload({ filename, header, rows }: { filename: string; header: string[]; rows: (string | number | null)[][] }) {
  const download = () => {
    const csv = Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? "")) });
    saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), filename);
  };
  return (
    <Button type="button" variant="outline" size="sm" className="self-start" onClick={download}>
      <Download aria-hidden="true" />
      Download CSV
    </Button>
  );
}
