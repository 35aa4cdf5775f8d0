"use client";

import type { OperatorProfileStepInput } from "@skyhire/validators";
import { Input, Textarea } from "@skyhire/ui";
import type { UseFormReturn } from "react-hook-form";
import { ImagesUpload } from "./file-uploads";
import { describedBy, FormField } from "~/features/forms/field";
import { RowFrame } from "./row-frame";

interface PortfolioFieldsProps {
  form: UseFormReturn<OperatorProfileStepInput, unknown, unknown>;
  index: number;
  onRemove?: () => void;
}

/** One portfolio item: title, date, description and its uploaded images. */
export function PortfolioFields({ form, index, onRemove }: PortfolioFieldsProps) {
  const errors = form.formState.errors.portfolioItems?.[index];
  const id = (field: string) => `portfolio-${index}-${field}`;
  const media = form.watch(`portfolioItems.${index}.media`) ?? [];
  const name = `Portfolio Item ${index + 1}`;

  return (
    <RowFrame legend={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("title")} label="Project Title" error={errors?.title?.message}>
          <Input {...describedBy(id("title"), errors?.title?.message)} {...form.register(`portfolioItems.${index}.title`)} />
        </FormField>
        <FormField id={id("date")} label="Project Date" error={errors?.projectDate?.message}>
          <Input
            {...describedBy(id("date"), errors?.projectDate?.message)}
            type="date"
            {...form.register(`portfolioItems.${index}.projectDate`)}
          />
        </FormField>
      </div>
      <FormField id={id("description")} label="Project Description" error={errors?.description?.message}>
        <Textarea
          {...describedBy(id("description"), errors?.description?.message)}
          rows={3}
          {...form.register(`portfolioItems.${index}.description`)}
        />
      </FormField>
      <ImagesUpload
        inputLabel={`${name} images`}
        value={media}
        onChange={(files) => {
          form.setValue(`portfolioItems.${index}.media`, files, { shouldDirty: true });
          form.setValue(`portfolioItems.${index}.imageUrl`, files[0]?.url ?? "", { shouldDirty: true });
        }}
      />
    </RowFrame>
  );
}
