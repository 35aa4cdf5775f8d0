import { Card, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";

/** A section whose data could not be read: says so, without details (the page around it still works). */
export function LoadFailed({ what }: { what: string }) {
  return (
    <Card role="alert" data-testid="load-failed">
      <CardHeader>
        <CardTitle as="h2">Something went wrong</CardTitle>
        <CardDescription>We couldn&apos;t load {what}. Please try again in a moment.</CardDescription>
      </CardHeader>
    </Card>
  );
}
