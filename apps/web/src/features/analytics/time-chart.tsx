import { ChartFigure, type ChartFigureProps } from "./chart-figure";
import { timeRows } from "./operator-figures";

interface TimeChartProps<Key extends string, Point extends { bucket: string } & Record<Key, number | null>>
  extends Omit<ChartFigureProps, "rows" | "series"> {
  points: Point[];
  /** What to plot: each series is the points' field of the same key. */
  series: readonly { key: Key; label: string }[];
}

/** A chart over time: a row a bucket, a series a field of the points (named once, for both). */
export function TimeChart<Key extends string, Point extends { bucket: string } & Record<Key, number | null>>({
  points,
  series,
  ...figure
}: TimeChartProps<Key, Point>) {
  const values = (point: Point) => Object.fromEntries(series.map(({ key }) => [key, point[key]]));
  return <ChartFigure {...figure} rows={timeRows(points, values)} series={[...series]} />;
}
