"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { DEMO_REVIEW_MAX, demoRatingSchema, type DemoRatingInput, type DemoRatingValues } from "@skyhire/validators";
import { Avatar, AvatarFallback, Card, CardContent, Label, Textarea, buttonVariants, SubmitButton } from "@skyhire/ui";
import { PartyPopper, Star } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { StarInput } from "~/features/reviews/star-input";
import { FieldError } from "~/features/forms/field";
import { usePostedJob } from "../flow/posted-job";
import { PostedJobSummary } from "../flow/posted-job-summary";
import type { DemoRatings } from "../types";

/** Step 5: rate the operator for the job posted in step 1. The demo keeps the rating on screen only. */
export function RatingForm({ ratings }: { ratings: DemoRatings }) {
  return (
    <div className="flex flex-col gap-6">
      <PostedJobSummary sample={ratings.sampleJob} />
      <RatingCard ratings={ratings} />
    </div>
  );
}

function RatingCard({ ratings }: { ratings: DemoRatings }) {
  const { proposal, ratingLabels } = ratings;
  const job = usePostedJob(ratings.sampleJob);
  const [submitted, setSubmitted] = useState<DemoRatingValues | null>(null);
  const form = useForm<DemoRatingInput, unknown, DemoRatingValues>({
    resolver: zodResolver(demoRatingSchema),
    defaultValues: { review: "" },
  });
  const { errors } = form.formState;

  if (submitted) {
    return (
      <Card role="status" data-testid="demo-rating-done">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <PartyPopper className="size-12 text-primary" aria-hidden="true" />
          <p className="text-xl font-semibold">Thank you for your review!</p>
          <p className="flex items-center gap-1 text-sm">
            You rated {proposal.operatorName} {submitted.rating} out of 5
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          </p>
          <p className="max-w-md text-sm text-muted-foreground">
            That is the whole journey: a job posted, proposals compared, payment held in escrow, work delivered and
            the operator rated.
          </p>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Link href="/demo" className={buttonVariants({ size: "lg" })}>
              Back to Demo Dashboard
            </Link>
            <Link href="/demo/post-job" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Restart the Demo
            </Link>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <form
          onSubmit={form.handleSubmit((values) => setSubmitted(values))}
          noValidate
          className="flex flex-col gap-5"
          aria-label="Rate the operator"
        >
          <div className="flex items-center gap-3">
            <Avatar className="size-12">
              <AvatarFallback className="bg-primary/10 font-semibold text-primary">{proposal.avatar}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <p className="font-semibold">{proposal.operatorName}</p>
              <p className="truncate text-sm text-muted-foreground">
                {proposal.companyName} · {job.title}
              </p>
            </div>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">How was the job?</legend>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarInput
                  large
                  value={field.value}
                  onChange={field.onChange}
                  labels={ratingLabels}
                  invalid={!!errors.rating}
                  describedBy={errors.rating ? "demo-rating-error" : undefined}
                />
              )}
            />
            <FieldError id="demo-rating-error" message={errors.rating?.message} />
          </fieldset>

          <div className="flex flex-col gap-2">
            <Label htmlFor="demo-review">
              Review <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id="demo-review"
              rows={4}
              maxLength={DEMO_REVIEW_MAX}
              placeholder="What went well? Would you hire this operator again?"
              aria-invalid={!!errors.review}
              aria-describedby={errors.review ? "demo-review-error" : undefined}
              {...form.register("review")}
            />
            <FieldError id="demo-review-error" message={errors.review?.message} />
          </div>

          <SubmitButton size="lg" className="w-full sm:w-auto sm:self-end">
            Submit Rating
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
