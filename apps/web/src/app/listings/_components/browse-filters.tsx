import { LISTING_CATEGORIES } from "@skyhire/validators/plain";
import { buttonVariants, cn, inputClasses } from "@skyhire/ui";
import { Search } from "lucide-react";
import Link from "next/link";
import { browseHref, type BrowseState } from "../_lib/browse-href";
import { BrowseForm } from "./browse-form";
import { RefineFilters } from "./refine-filters";

interface BrowseFiltersProps {
  /** The valid values of the URL now. */
  state: BrowseState;
}

/**
 * The documented browse buttons; a category without one (Wedding & Events, Construction: a link
 * names it) is shown as chosen beside them.
 */
function categoryChoices(chosen: string | undefined): (string | undefined)[] {
  const buttons: (string | undefined)[] = [undefined, ...LISTING_CATEGORIES];
  return chosen && !buttons.includes(chosen) ? [...buttons, chosen] : buttons;
}

/** Refinements a search submit carries along. */
const KEPT_BY_SEARCH = [
  "category",
  "near",
  "radiusKm",
  "sort",
  "minPrice",
  "maxPrice",
  "verified",
  "minRating",
  "pageSize",
] as const;

/**
 * The search box, the category links and the refinements, rendered on the server. They only
 * change the URL; the server renders the results from it, and a new search starts on page 1.
 * Without JavaScript the forms are plain GETs of /listings and the categories plain links; with it
 * they navigate in place (`BrowseForm`), so the page ships a small island instead of the whole
 * filter bar (docs/performance.md#page-weight).
 */
export function BrowseFilters({ state }: BrowseFiltersProps) {
  const { page: _page, ...kept } = state;
  return (
    <div className="flex flex-col gap-4">
      <BrowseForm role="search" className="flex flex-col gap-2 sm:flex-row" q={state.q}>
        <label htmlFor="listing-search" className="sr-only">
          Search services
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="listing-search"
            name="q"
            type="search"
            defaultValue={state.q ?? ""}
            maxLength={200}
            autoComplete="off"
            placeholder="Search services, e.g. roof inspection"
            className={cn(inputClasses, "pl-9")}
          />
        </div>
        {KEPT_BY_SEARCH.map((name) =>
          state[name] ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
        )}
        <button type="submit" className={buttonVariants({ className: "sm:w-auto" })}>
          Search
        </button>
      </BrowseForm>

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter by category">
        {categoryChoices(state.category).map((choice) => {
          const chosen = choice === state.category;
          return (
            <Link
              key={choice ?? "all"}
              href={browseHref({ ...kept, category: choice })}
              scroll={false}
              aria-current={chosen ? "true" : undefined}
              className={buttonVariants({ size: "sm", variant: chosen ? "default" : "outline" })}
            >
              {choice ?? "All"}
            </Link>
          );
        })}
      </div>

      {/* A new URL brings new fields: the form starts again from it. */}
      <RefineFilters key={browseHref(kept)} state={state} />
    </div>
  );
}
