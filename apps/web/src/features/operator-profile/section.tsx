import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import type { ReactNode } from "react";

/** One titled part of the editor (company info, qualifications, …), a landmark for screen readers. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={`${id}-title`} className="text-lg">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}
