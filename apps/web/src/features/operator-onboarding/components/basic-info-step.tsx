"use client";

import { operatorBasicInfoSchema, type OperatorBasicInfoInput } from "@skyhire/validators";
import { Input } from "@skyhire/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { BasicDraft } from "../storage";
import { describedBy, FormField, FieldError } from "~/features/forms/field";
import { StepActions } from "./step-actions";
import { useDraftForm } from "./use-draft-form";

interface BasicInfoStepProps {
  initial: BasicDraft;
  onDraft: (values: OperatorBasicInfoInput) => void;
  onBack: () => void;
  onDone: () => void;
}

const FORM_ID = "operator-basic-info";

/** Step 2, Basic Information (docs/product.md#operator-onboarding). Continue checks the step and moves on. */
export function BasicInfoStep({ initial, onDraft, onBack, onDone }: BasicInfoStepProps) {
  const form = useDraftForm(operatorBasicInfoSchema, initial, onDraft);
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof OperatorBasicInfoInput) => errors[name]?.message;

  return (
    <div className="flex flex-col gap-6">
      <form id={FORM_ID} onSubmit={form.handleSubmit(() => onDone())} noValidate className="flex flex-col gap-5">
        <FormField id="basic-full-name" label="Full Name" error={error("fullName")}>
          <Input {...describedBy("basic-full-name", error("fullName"))} autoComplete="name" {...form.register("fullName")} />
        </FormField>
        <FormField id="basic-company" label="Company Name" error={error("companyName")}>
          <Input
            {...describedBy("basic-company", error("companyName"))}
            autoComplete="organization"
            {...form.register("companyName")}
          />
        </FormField>
        <FormField id="basic-phone" label="Phone Number" error={error("phoneNumber")}>
          <Input
            {...describedBy("basic-phone", error("phoneNumber"))}
            type="tel"
            autoComplete="tel"
            placeholder="+44 20 7946 0958"
            {...form.register("phoneNumber")}
          />
        </FormField>
        <div className="flex flex-col gap-3">
          <Agreement id="basic-accept-terms" error={error("acceptTerms")} registration={form.register("acceptTerms")} href="/terms" document="Terms of Service">
            I accept the Terms of Service
          </Agreement>
          <Agreement
            id="basic-accept-privacy"
            error={error("acceptPrivacy")}
            registration={form.register("acceptPrivacy")}
            href="/privacy"
            document="Privacy Policy"
          >
            I accept the Privacy Policy
          </Agreement>
        </div>
      </form>
      <StepActions onBack={onBack} form={FORM_ID} submitLabel="Continue" busyLabel="Saving…" busy={isSubmitting} />
    </div>
  );
}

/** A checkbox accepting a document, with a link to read it (a new tab: the step's typing stays). */
function Agreement({
  id,
  error,
  registration,
  href,
  document,
  children,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
  href: string;
  document: string;
  children: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1 text-sm">
        <label htmlFor={id} className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            {...describedBy(id, error)}
            {...registration}
          />
          <span>{children}</span>
        </label>
        <a href={href} target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
          Read the {document}
        </a>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
