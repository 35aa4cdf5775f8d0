"use client";

import type { OperatorProfileInput, OperatorProfileValues } from "@skyhire/validators";
import { useFormContext, type UseFormReturn } from "react-hook-form";

/**
 * The form is typed by the shared schema's input (what zodResolver checks); it starts from
 * toFormValues(), where every list is present.
 */
export type EditorForm = UseFormReturn<OperatorProfileInput, unknown, OperatorProfileValues>;

/** The editor's form, for its sections (rendered inside the editor's <FormProvider>). */
export function useEditorForm(): EditorForm {
  return useFormContext<OperatorProfileInput, unknown, OperatorProfileValues>();
}
