import { Spinner } from "@skyhire/ui";

/** Centred spinner shown while a route or the session is loading. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
