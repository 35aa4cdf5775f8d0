"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";

/**
 * A step's form: validated with the step's shared schema, starting from its draft, and handing every
 * change to `onDraft` so what is typed survives Back and a reload.
 */
export function useDraftForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  initial: DefaultValues<TInput>,
  onDraft: (values: TInput) => void,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues: initial });
  useEffect(() => {
    const subscription = form.watch(() => onDraft(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, onDraft]);
  return form;
}
