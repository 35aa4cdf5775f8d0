import type { ReactNode } from "react";

/*
 * Apart from field.tsx on purpose: the sign-in page shows this alert, and field.tsx brings the form
 * primitives of @skyhire/ui (and tailwind-merge) into a page's first load.
 */

/** A message about the whole form or action (a refusal from the server), in a red box read out at once. */
export function FormAlert({
  id,
  title,
  testId,
  children,
}: {
  id?: string;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      data-testid={testId}
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {title ? <p className="font-medium">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
