"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  createReviewSchema,
  updateReviewSchema,
  type CreateReviewInput,
  type CreateReviewValues,
  type UpdateReviewInput,
  type UpdateReviewValues,
} from "@skyhire/validators";
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, SubmitButton } from "@skyhire/ui";
import { Pencil, Star } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { serverFieldErrors } from "~/features/forms/server-errors";
import { reportActionError } from "~/features/customer-jobs/errors";
import { ReviewFields } from "./review-fields";
import type { ReviewProject } from "./types";
import { useSaveReview } from "./use-save-review";

/** Write Review (no review yet) or Edit Review (within the review period), in a dialog. */
export function ReviewDialog({ project }: { project: ReviewProject }) {
  const [open, setOpen] = useState(false);
  const editing = project.hasReview && project.reviewId !== null;
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
        {editing && project.reviewId ? (
          <EditReviewForm
            reviewId={project.reviewId}
            rating={project.rating ?? undefined}
            comment={project.reviewText ?? ""}
            onDone={() => setOpen(false)}
          />
        ) : (
          <CreateReviewForm jobId={project.id} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateReviewForm({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const { create } = useSaveReview();
  const form = useForm<CreateReviewInput, unknown, CreateReviewValues>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: { jobId, rating: undefined, comment: "" },
  });
  const rating = useWatch({ control: form.control, name: "rating" });
  const comment = useWatch({ control: form.control, name: "comment" }) ?? "";
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, comment: values.comment ?? undefined });
      onDone();
    } catch (error) {
      applyServerErrors(error, (name, message) => form.setError(name, { message }));
    }
  });
  return (
    <ReviewFormShell onSubmit={submit} pending={create.isPending} label="Submit Review">
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

interface EditProps {
  reviewId: string;
  rating: number | undefined;
  comment: string;
  onDone: () => void;
}

function EditReviewForm({ reviewId, rating: savedRating, comment: savedComment, onDone }: EditProps) {
  const { update } = useSaveReview();
  const form = useForm<UpdateReviewInput, unknown, UpdateReviewValues>({
    resolver: zodResolver(updateReviewSchema),
    defaultValues: { id: reviewId, rating: savedRating, comment: savedComment },
  });
  const rating = useWatch({ control: form.control, name: "rating" });
  const comment = useWatch({ control: form.control, name: "comment" }) ?? "";
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, comment: values.comment ?? undefined });
      onDone();
    } catch (error) {
      applyServerErrors(error, (name, message) => form.setError(name, { message }));
    }
  });
  return (
    <ReviewFormShell onSubmit={submit} pending={update.isPending} label="Save Changes">
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
