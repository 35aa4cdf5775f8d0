"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  ALL_LISTING_CATEGORIES,
  type Currency,
  listingFormSchema,
  type ListingFormInput,
  type AnyListingCategory,
  type ListingFormValues,
  type ListingPhoto,
} from "@skyhire/validators";
import { Input, Label, Select, Textarea, buttonVariants, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormAlert } from "~/features/forms/alert";
import { FieldError, SelectField, TextField } from "~/features/forms/field";
import { redirectToLogin } from "~/features/shell/logged-out";
import { formLevelMessage, useServerFieldErrors } from "~/features/forms/server-errors";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { PhotoPicker } from "./photo-picker";
import { RequirementsInput } from "./requirements-input";
import { CurrencyOptions } from "~/features/money/currency-options";

const FORM_FIELDS = ["title", "description", "category", "price", "currency", "requirements", "photos"] as const;
type ListingField = (typeof FORM_FIELDS)[number];

const CATEGORY_OPTIONS = ALL_LISTING_CATEGORIES.map((category) => ({ value: category, label: category }));

export interface EditableListing {
  id: string;
  title: string;
  description: string;
  category: AnyListingCategory;
  price: string;
  currency: Currency;
  requirements: string[];
  photos: ListingPhoto[];
  /** The listing's updatedAt as this form read it: the save is refused if it changed since (another tab). */
  version: string;
}

const DASHBOARD = "/dashboard/operator";

/**
 * The one listing form, for /create-listing and /dashboard/operator/listings/{id}/edit. The
 * procedure's own schema checks it here first; the server's messages land under the same fields
 * (or above the form), and whatever was typed stays.
 */
export function ListingForm({ listing, defaultCurrency }: { listing?: EditableListing; defaultCurrency?: Currency }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploadingPhotos, setUploadingPhotos] = useState(false);
  const editing = listing !== undefined;

  const form = useForm<ListingFormInput, unknown, ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: {
      title: listing?.title ?? "",
      description: listing?.description ?? "",
      // Undefined: the select starts on its empty choice and the schema names the missing category.
      category: listing?.category,
      price: listing?.price ?? "",
      // A new listing starts in the operator's profile currency; the price is stored with it.
      currency: listing?.currency ?? defaultCurrency ?? "USD",
      requirements: listing?.requirements ?? [],
      photos: (listing?.photos ?? []).map((photo) => ({ id: photo.id, alt: photo.alt })),
    },
  });
  const { errors } = form.formState;
  const placeFieldErrors = useServerFieldErrors(form, FORM_FIELDS, { focus: true });

  async function onSaved(title: string) {
    toast(
      editing
        ? { title: "Listing updated", description: `Your changes to "${title}" have been saved.` }
        : { title: "Listing created", description: `"${title}" has been added to your listings.` },
    );
    await queryClient.invalidateQueries({ queryKey: trpc.listings.pathKey() });
    router.push(DASHBOARD);
  }

  function onFailed(error: unknown) {
    if (isUnauthorizedError(error)) {
      redirectToLogin();
      return;
    }
    const message = formLevelMessage(placeFieldErrors(error), error);
    setFormError(message);
    toast({
      variant: "destructive",
      title: "Error",
      description: message ?? "Please correct the highlighted fields.",
    });
  }

  const create = useMutation(
    trpc.listings.create.mutationOptions({ onSuccess: (saved) => onSaved(saved.title), onError: onFailed }),
  );
  const update = useMutation(
    trpc.listings.update.mutationOptions({ onSuccess: (saved) => onSaved(saved.title), onError: onFailed }),
  );
  const saving = create.isPending || create.isSuccess || update.isPending || update.isSuccess;
  const busy = saving || uploadingPhotos;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (listing) update.mutate({ ...values, id: listing.id, version: listing.version });
    else create.mutate(values);
  });

  const describedBy = (field: ListingField, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label={editing ? "Edit listing" : "Create a listing"}
    >
      {formError ? (
        <FormAlert testId="listing-form-error" title="Your listing was not saved.">
          {formError}
        </FormAlert>
      ) : null}

      <TextField
        id="title"
        label="Title"
        error={errors.title?.message}
        placeholder="e.g. Roof and facade inspection"
        {...form.register("title")}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor="description">Description</Label>
        <Textarea
          id="description"
          rows={6}
          placeholder="What the service includes, the equipment you fly and what the customer receives"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description", "description-hint")}
          {...form.register("description")}
        />
        <p id="description-hint" className="text-xs text-muted-foreground">
          The first 100 characters show on your dashboard and in search results.
        </p>
        <FieldError id="description-error" message={errors.description?.message} />
      </div>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <SelectField
          id="category"
          label="Category"
          error={errors.category?.message}
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          {...form.register("category")}
        />

        <div className="grid grid-cols-[1fr_auto] gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="price">Price (per project)</Label>
            <Input
              id="price"
              inputMode="decimal"
              autoComplete="off"
              placeholder="450.00"
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={describedBy("price")}
              {...form.register("price")}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="currency">Currency</Label>
            <Select
              id="currency"
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={describedBy("currency")}
              {...form.register("currency")}
            >
              <CurrencyOptions />
            </Select>
          </div>
          <div className="col-span-2">
            <FieldError id="price-error" message={errors.price?.message} />
            <FieldError id="currency-error" message={errors.currency?.message} />
          </div>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy("requirements")}>
        <legend className="mb-2 text-sm font-medium">Requirements included</legend>
        <Controller
          control={form.control}
          name="requirements"
          render={({ field }) => (
            <RequirementsInput
              value={field.value ?? []}
              onChange={field.onChange}
              disabled={busy}
              describedBy={errors.requirements ? "requirements-error" : undefined}
            />
          )}
        />
        <FieldError id="requirements-error" message={errors.requirements?.message} />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Photos</legend>
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <PhotoPicker
              value={field.value ?? []}
              onChange={field.onChange}
              current={() => form.getValues("photos") ?? []}
              initial={listing?.photos ?? []}
              onUploadingChange={setUploadingPhotos}
              disabled={saving}
              describedBy={errors.photos ? "photos-error" : undefined}
            />
          )}
        />
        <FieldError id="photos-error" message={errors.photos?.message ?? errors.photos?.root?.message} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={DASHBOARD} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <SubmitButton disabled={busy}>
          {saving ? "Saving…" : uploadingPhotos ? "Uploading photos…" : editing ? "Save Changes" : "Create Listing"}
        </SubmitButton>
      </div>
    </form>
  );
}
