"use client";

import { isoToday, STATEMENT_MAX_DAYS, type AnalyticsPeriod } from "@skyhire/validators";
import { Button, Input, Label } from "@skyhire/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "~/features/forms/alert";
import { downloadCsv } from "./save-file";

/** The page's figures for the period as the API's CSV (GET /api/operators/analytics, Accept: text/csv). */
export function AnalyticsCsvButton({ period }: { period: AnalyticsPeriod }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setRefusal(await downloadCsv(`/api/operators/analytics?period=${period}`, `skyhire-analytics-${period}.csv`));
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" size="sm" className="self-start" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        Download CSV
      </Button>
      {refusal ? <FormAlert testId="analytics-csv-refusal">{refusal}</FormAlert> : null}
    </div>
  );
}

/**
 * A statement for an accountant (GET /api/operator/statements, Accept: text/csv): every payment, fee,
 * payout, refund and credit note between two days, with totals per currency. The server checks
 * the range and says what is wrong with it.
 */
export function StatementDownload() {
  const today = isoToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const query = new URLSearchParams({ from, to });
    setRefusal(await downloadCsv(`/api/operator/statements?${query}`, `skyhire-statement-${from}-to-${to}.csv`));
    setBusy(false);
  };
  return (
    <form
      aria-label="Download a statement"
      noValidate
      className="flex flex-col gap-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Every customer payment, Skyhire fee, payout, refund and credit note between two days (UTC, at most {STATEMENT_MAX_DAYS} days),
        with totals per currency, to hand to your accountant.
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="statement-from">From</Label>
          <Input id="statement-from" type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="statement-to">To</Label>
          <Input id="statement-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          <Download aria-hidden="true" />
          Download statement (CSV)
        </Button>
      </div>
      {refusal ? <FormAlert testId="statement-refusal">{refusal}</FormAlert> : null}
    </form>
  );
}
