"use client";

import { LIFECYCLE_LIMITS } from "@skyhire/validators";
import { Label, Textarea } from "@skyhire/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "~/features/forms/field";
import { StarInput } from "./star-input";

interface ReviewFieldsProps {
  rating: number | undefined;
  onRating: (value: number) => void;
  comment: UseFormRegisterReturn;
  commentLength: number;
  errors: { rating?: string; comment?: string };
}

/** The two review fields, shared by Write Review and Edit Review. */
export function ReviewFields({ rating, onRating, comment, commentLength, errors }: ReviewFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium" id="review-rating-label">
          Rating
        </p>
        <StarInput
          value={rating}
          onChange={onRating}
          invalid={errors.rating ? true : undefined}
          describedBy={errors.rating ? "review-rating-error" : undefined}
        />
        <FieldError id="review-rating-error" message={errors.rating} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="review-comment">Comment (optional)</Label>
        <Textarea
          id="review-comment"
          rows={4}
          maxLength={LIFECYCLE_LIMITS.reviewCommentMax}
          placeholder="How did the job go?"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? "review-comment-error" : "review-comment-count"}
          {...comment}
        />
        <FieldError id="review-comment-error" message={errors.comment} />
        <p id="review-comment-count" className="text-xs text-muted-foreground">
          {commentLength.toLocaleString("en-US")}/{LIFECYCLE_LIMITS.reviewCommentMax.toLocaleString("en-US")}
        </p>
      </div>
    </div>
  );
}
