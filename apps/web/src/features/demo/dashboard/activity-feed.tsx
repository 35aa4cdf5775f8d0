"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import {
  Briefcase,
  CheckCircle2,
  Lock,
  Send,
  Star,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import { timeAgo } from "../format";
import type { DemoOverview } from "../types";
import { useDemoTick } from "./tick-context";
import { feedAt } from "./ticker";

const ICONS: Record<string, LucideIcon> = {
  job_posted: Briefcase,
  proposal_sent: Send,
  payment_secured: Lock,
  job_completed: CheckCircle2,
  review_posted: Star,
  operator_joined: UserPlus,
};

/** The live activity feed: a new simulated event arrives on every tick. */
export function ActivityFeed({ activity }: { activity: DemoOverview["activity"] }) {
  const { tick, intervalMs } = useDemoTick();
  const entries = feedAt(activity, tick, intervalMs / 1000);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-green-500" />
          </span>
          Live Activity
        </CardTitle>
        <CardDescription>What is happening across the marketplace right now.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-live="polite" data-testid="demo-activity">
          {entries.map((entry) => {
            const Icon = ICONS[entry.kind] ?? Briefcase;
            return (
              <li key={entry.key} className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">{entry.text}</p>
                  <p className="text-xs text-muted-foreground">{timeAgo(entry.secondsAgo)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
