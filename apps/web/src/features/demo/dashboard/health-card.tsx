import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from "@skyhire/ui";
import type { DemoOverview } from "../types";

/** Marketplace health: fill rate, response time, satisfaction, retention. */
export function HealthCard({ health }: { health: DemoOverview["health"] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Marketplace Health</CardTitle>
        <CardDescription>Signals that both sides of the market are being served.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {health.map((item) => (
            <li key={item.id}>
              <div className="flex items-baseline justify-between gap-2">
                <p id={`health-${item.id}`} className="text-sm font-medium">
                  {item.label}
                </p>
                <p className="text-sm font-semibold tabular-nums">{item.value}</p>
              </div>
              <Progress value={item.progress} aria-labelledby={`health-${item.id}`} className="mt-2" />
              <p className="mt-1 text-xs text-muted-foreground">{item.caption}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
