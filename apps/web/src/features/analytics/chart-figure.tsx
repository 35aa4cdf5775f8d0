"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ScrollRegion } from "~/features/shell/scroll-region";
import { CsvDownload } from "./csv-download";
import { chartColour, chartDash } from "./palette";
import { formatValue, type ValueFormat } from "./value-format";

export interface ChartRow {
  /** The row's name on the axis and in the table ("3 Mar", "Mar 2026", a listing's title). */
  label: string;
  values: Record<string, number | null>;
}

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartFigureProps {
  id: string;
  title: string;
  description?: string;
  kind: "line" | "bar";
  /** The table's first column heading ("Day", "Month", "Listing"). */
  rowHeading: string;
  rows: ChartRow[];
  series: ChartSeries[];
  format: ValueFormat;
  /** Offers the table as a CSV file of this name (raw numbers, one column per series). */
  csvName?: string;
}

/**
 * One figure: a chart for the eye and, behind it, the same numbers as a table for screen readers
 * and for reading exact values (open "Show the table"). The chart itself is hidden from assistive
 * technology (and out of the tab order: no accessibility layer); the table is the accessible version. Recharts is imported only by the analytics
 * pages, so public pages never load it.
 */
export function ChartFigure({ id, title, description, kind, rowHeading, rows, series, format, csvName }: ChartFigureProps) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const tick = (value: number) => formatValue(value, format);
  const empty = rows.length === 0;
  return (
    <Card data-testid={`chart-${id}`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {csvName && !empty ? (
          <CsvDownload
            filename={csvName}
            header={[rowHeading, ...series.map((s) => s.label)]}
            rows={rows.map((row) => [row.label, ...series.map((s) => row.values[s.key] ?? null)])}
          />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {empty ? (
          <p className="text-sm text-muted-foreground">Nothing in this period yet.</p>
        ) : (
          <div className="h-64 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              {kind === "line" ? (
                <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d4d4d8" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
                  <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={72} allowDecimals={format !== "count"} />
                  <Tooltip formatter={(value) => (typeof value === "number" ? tick(value) : String(value))} />
                  {series.length > 1 ? <Legend /> : null}
                  {series.map((s, index) => (
                    <Line
                      key={s.key}
                      type="monotone"
                      dataKey={s.key}
                      name={s.label}
                      stroke={chartColour(index)}
                      strokeDasharray={chartDash(index)}
                      strokeWidth={2}
                      dot={rows.length <= 31}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              ) : (
                <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d4d4d8" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
                  <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={72} allowDecimals={format !== "count"} />
                  <Tooltip formatter={(value) => (typeof value === "number" ? tick(value) : String(value))} />
                  {series.length > 1 ? <Legend /> : null}
                  {series.map((s, index) => (
                    <Bar key={s.key} dataKey={s.key} name={s.label} fill={chartColour(index)} isAnimationActive={false} />
                  ))}
                </BarChart>
              )}
            </ResponsiveContainer>
          </div>
        )}
        {empty ? null : (
          <details>
            <summary className="cursor-pointer text-sm font-medium">Show the table</summary>
            <ScrollRegion label={`${title}: the table`} className="mt-2">
              <table className="w-full text-sm" aria-labelledby={`${id}-title`} data-testid={`table-${id}`}>
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {rowHeading}
                    </th>
                    {series.map((s) => (
                      <th key={s.key} scope="col" className="py-1 pr-4 text-right font-medium">
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={`${index}-${row.label}`} className="border-b last:border-0">
                      <th scope="row" className="py-1 pr-4 text-left font-normal">
                        {row.label}
                      </th>
                      {series.map((s) => (
                        <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                          {formatValue(row.values[s.key] ?? null, format)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
