"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { createReviewSchema } from "@skyhire/validators";
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, SubmitButton } from "@skyhire/ui";
import { Pencil, Star } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { serverFieldErrors } from "~/features/forms/server-errors";
import { reportActionError } from "~/features/customer-jobs/errors";
import { ReviewFields } from "./review-fields";
import type { ReviewProject } from "./types";
import { useSaveReview } from "./use-save-review";
import { useSubmitOnce } from "~/features/forms/submit-once";

/** Write Review (no review yet) or Edit Review (within the review period), in a dialog. */
export function ReviewDialog({ project }: { project: ReviewProject }) {
  const [open, setOpen] = useState(false);
  const editing = project.hasReview && project.reviewId !== null;
  const reviewId = project.reviewId;
  const { create, update } = useSaveReview();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={editing ? "outline" : "default"} size="sm">
          {editing ? <Pencil aria-hidden="true" /> : <Star aria-hidden="true" />}
          {editing ? "Edit Review" : "Write Review"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Review" : "Write Review"}</DialogTitle>
          <DialogDescription>
            {project.title} · {project.operatorName ?? "Operator"}
          </DialogDescription>
        </DialogHeader>
        {editing && reviewId ? (
          <ReviewForm
            initial={{ rating: project.rating ?? undefined, comment: project.reviewText ?? "" }}
            save={(values) => update.mutateAsync({ ...values, id: reviewId, comment: values.comment ?? undefined })}
            pending={update.isPending}
            label="Save Changes"
            onDone={() => setOpen(false)}
          />
        ) : (
          <ReviewForm
            initial={{ rating: undefined, comment: "" }}
            save={(values) => create.mutateAsync({ ...values, jobId: project.id, comment: values.comment ?? undefined })}
            pending={create.isPending}
            label="Submit Review"
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The form holds what the customer writes (the same rules as the procedures); the save adds whose review it is. */
const reviewFieldsSchema = createReviewSchema.omit({ jobId: true });
type ReviewFieldsInput = z.input<typeof reviewFieldsSchema>;
type ReviewFieldsValues = z.output<typeof reviewFieldsSchema>;

interface ReviewFormProps {
  initial: DefaultValues<ReviewFieldsInput>;
  save: (values: ReviewFieldsValues) => Promise<unknown>;
  pending: boolean;
  label: string;
  onDone: () => void;
}

/** Write Review and Edit Review: a rating and a comment, saved by the procedure the caller gives. */
function ReviewForm({ initial, save, pending, label, onDone }: ReviewFormProps) {
  const form = useForm<ReviewFieldsInput, unknown, ReviewFieldsValues>({
    resolver: zodResolver(reviewFieldsSchema),
    defaultValues: initial,
  });
  const rating = useWatch({ control: form.control, name: "rating" });
  const comment = useWatch({ control: form.control, name: "comment" }) ?? "";
  const { errors } = form.formState;
  const submit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        await save(values);
        onDone();
      } catch (error) {
        applyServerErrors(error, (name, message) => form.setError(name, { message }));
      }
    }),
  );
  return (
    <ReviewFormShell onSubmit={submit} pending={pending} label={label}>
      <ReviewFields
        rating={rating}
        onRating={(value) => form.setValue("rating", value, { shouldValidate: true, shouldDirty: true })}
        comment={form.register("comment")}
        commentLength={comment.length}
        errors={{ rating: errors.rating?.message, comment: errors.comment?.message }}
      />
    </ReviewFormShell>
  );
}

/** Field messages from the server land under their fields; anything else is a toast. The typing stays. */
function applyServerErrors(error: unknown, setError: (name: "rating" | "comment", message: string) => void) {
  const fields = serverFieldErrors(error);
  let shown = false;
  for (const name of ["rating", "comment"] as const) {
    const message = fields[name];
    if (message) {
      setError(name, message);
      shown = true;
    }
  }
  if (!shown) reportActionError(error, "Review not saved");
}

interface ShellProps {
  onSubmit: (event?: FormEvent) => Promise<void>;
  pending: boolean;
  label: string;
  children: ReactNode;
}

function ReviewFormShell({ onSubmit, pending, label, children }: ShellProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" aria-label="Review">
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton disabled={pending}>
          {pending ? "Saving…" : label}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
