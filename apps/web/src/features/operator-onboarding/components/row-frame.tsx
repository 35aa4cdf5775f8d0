import { Button } from "@skyhire/ui";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";

/** One row of a repeatable group (a licence, a policy, a portfolio item), named by its legend. */
export function RowFrame({ legend, onRemove, children }: { legend: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <fieldset className="relative flex min-w-0 flex-col gap-4 rounded-lg border p-4 pt-3">
      {/* The legend stays the fieldset's first child, so it names the group. */}
      <legend className="float-left min-h-8 pr-24 text-sm leading-8 font-medium">{legend}</legend>
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${legend}`}
          className="absolute top-3 right-3"
        >
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
      <div className="clear-both flex min-w-0 flex-col gap-4">{children}</div>
    </fieldset>
  );
}
