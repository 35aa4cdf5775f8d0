"use client";

import { DEFAULT_MARGIN_HINT } from "@skyhire/validators";
import { Input, Label, Select } from "@skyhire/ui";
import { useEditorForm } from "./editor-form";
import { FieldError } from "~/features/forms/field";
import { EditorSection } from "./section";
import { CurrencyOptions } from "~/features/money/currency-options";

/** Default margin (0–100 in steps of 0.01, sent as a number) and the currency the operator quotes in. */
export function PricingSection() {
  const { register, formState } = useEditorForm();
  const { errors } = formState;

  return (
    <EditorSection id="pricing" title="Pricing Settings" description="Defaults for your quotes and listings.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="defaultMargin">Default Margin (%)</Label>
          <Input
            id="defaultMargin"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            aria-invalid={!!errors.defaultMargin}
            aria-describedby={errors.defaultMargin ? "defaultMargin-hint defaultMargin-error" : "defaultMargin-hint"}
            {...register("defaultMargin", { valueAsNumber: true })}
          />
          <p id="defaultMargin-hint" className="text-xs text-muted-foreground">
            {DEFAULT_MARGIN_HINT}
          </p>
          <FieldError id="defaultMargin-error" message={errors.defaultMargin?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="currency">Currency</Label>
          <Select id="currency" {...register("currency")}>
            <CurrencyOptions />
          </Select>
        </div>
      </div>
    </EditorSection>
  );
}
