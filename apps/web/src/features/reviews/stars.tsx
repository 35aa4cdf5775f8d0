import { cn } from "@skyhire/ui";
import { Star } from "lucide-react";
import { litStars } from "./format";

/** Five stars, the rating's worth lit; read out as "Rated 4 out of 5". */
export function Stars({ rating, className, testId }: { rating: number; className?: string; testId?: string }) {
  const lit = litStars(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`}
      data-testid={testId}
      data-rating={rating}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= lit ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
