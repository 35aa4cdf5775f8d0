import { Input, Label, Select } from "@skyhire/ui";
import type { ComponentProps, ReactNode } from "react";

/**
 * The one way a form shows a field: its label, the control, a hint and the field's message, tied
 * together by ids so screen readers read the hint and the message with the control.
 */
interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled control with its hint and its message; the control names them with `describedBy(id, …)`. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={className ?? "flex min-w-0 flex-col gap-2"}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's message under it, tied to the control by `id` (the control's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Props that tie a control to its FormField's hint and message. */
export function describedBy(id: string, error: string | undefined, hasHint = false) {
  const ids = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

type TextFieldProps = Omit<FormFieldProps, "children"> &
  Omit<ComponentProps<typeof Input>, "id" | "className">;

/** A FormField around a text input (spread `form.register(…)` into it), tied to its hint and message. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...describedBy(id, error, hint !== undefined)} {...input} />
    </FormField>
  );
}


type SelectFieldProps = Omit<FormFieldProps, "children"> &
  Omit<ComponentProps<typeof Select>, "id" | "className" | "children"> & {
    /** The first, empty choice ("Select a category"). */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

/** A FormField around a select of `options` after an empty `placeholder` choice (spread `form.register(…)` into it). */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Select {...describedBy(id, error, hint !== undefined)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
