"use client";

import { LIMITS } from "@skyhire/validators";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./field";

interface NewPasswordFieldsProps {
  /** The ids are `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}

/** A new password and its confirmation, with the password rule as the hint (sign-up forms). */
export function NewPasswordFields({ idPrefix, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        error={errors.password}
        hint={`At least ${LIMITS.passwordMin} characters.`}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        error={errors.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
