"use client";

import { Input, Label } from "@skyhire/ui";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FieldError } from "~/features/forms/field";

export interface PasswordField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  autoComplete: "current-password" | "new-password";
}

/** Password inputs of a react-hook-form form, each with its label and its message under it. */
export function PasswordFields<T extends FieldValues>({
  fields,
  register,
  errors,
  idPrefix,
}: {
  fields: readonly PasswordField<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  idPrefix: string;
}) {
  return fields.map(({ name, label, autoComplete }) => {
    const id = `${idPrefix}-${name}`;
    const message = errors[name]?.message;
    const text = typeof message === "string" ? message : undefined;
    return (
      <div key={name} className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? `${id}-error` : undefined}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} message={text} />
      </div>
    );
  });
}
