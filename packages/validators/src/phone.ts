/**
 * What a phone number may be made of, wherever one is typed (onboarding, the customer profile):
 * digits with the usual separators — spaces, +, -, dots, slashes and brackets — and an optional
 * extension ("ext. 12", "x12"), with at least 7 digits in all. Length rules stay each form's own.
 */
export const PHONE_NUMBER_MESSAGE = "Enter a phone number: digits, with spaces, +, - or brackets";

const PHONE_SHAPE = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d+)?$/i;
const MIN_DIGITS = 7;

export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!PHONE_SHAPE.test(text)) return false;
  return (text.match(/\d/g) ?? []).length >= MIN_DIGITS;
}

/** The refine's options: checked only once the field's own rules (its length) have passed. */
export const PHONE_NUMBER_CHECK = {
  message: PHONE_NUMBER_MESSAGE,
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};
