import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { CheckCircle2, Clock, MessageSquareText, Star, type LucideIcon } from "lucide-react";
import { averageText } from "./format";
import { Stars } from "./stars";
import type { ReviewSummary } from "./types";

interface Figure {
  id: string;
  title: string;
  value: string;
  icon: LucideIcon;
}

/** The four summary cards, all from the data: average rating given, completed, written, awaiting. */
export function ReviewSummaryCards({ summary }: { summary: ReviewSummary }) {
  const figures: Figure[] = [
    {
      id: "average-rating",
      title: "Average Rating",
      value: averageText(summary.averageRating, summary.reviewsWritten),
      icon: Star,
    },
    {
      id: "completed-projects",
      title: "Completed Projects",
      value: summary.completedProjects.toLocaleString("en-US"),
      icon: CheckCircle2,
    },
    {
      id: "reviews-written",
      title: "Reviews Written",
      value: summary.reviewsWritten.toLocaleString("en-US"),
      icon: MessageSquareText,
    },
    {
      id: "awaiting-review",
      title: "Awaiting Review",
      value: summary.awaitingReview.toLocaleString("en-US"),
      icon: Clock,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ id, title, value, icon: Icon }) => (
        <Card key={id} data-testid={`summary-${id}`} role="group" aria-labelledby={`summary-${id}-title`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle as="h2" id={`summary-${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </CardTitle>
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </CardHeader>
          <CardContent className="flex flex-col gap-1">
            <p className="text-3xl font-bold" data-testid={`summary-${id}-value`}>
              {value}
            </p>
            {id === "average-rating" && summary.reviewsWritten > 0 ? <Stars rating={summary.averageRating} /> : null}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
