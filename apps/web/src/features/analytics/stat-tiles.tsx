import { Card } from "@skyhire/ui";

/** The period's headline figures as tiles, each a term and its value. */
export function StatTiles({ stats }: { stats: { id: string; label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => (
        // dt and dd straight inside the card: a definition list allows one wrapping div, no more.
        <Card key={stat.id} data-testid={`stat-${stat.id}`} className="flex flex-col gap-1 p-6">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
