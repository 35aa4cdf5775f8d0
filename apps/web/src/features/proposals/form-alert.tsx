/** The server's refusal of a form, above its buttons; what was typed stays in the fields. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="proposal-form-error"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm break-words text-destructive"
    >
      {message}
    </p>
  );
}
