import { LISTING_SORT_LABELS, LISTING_SORTS, RADIUS_KM, REFERENCE_RATES_NOTE } from "@skyhire/validators/plain";
import { Input, Select, buttonVariants, labelClasses } from "@skyhire/ui";
import type { BrowseState } from "../_lib/browse-href";
import { BrowseForm } from "./browse-form";
import { NearFields } from "./near-fields";

const MIN_RATINGS = ["4.5", "4", "3"] as const;

/**
 * Place and radius, sort, price range, verified only and minimum rating, as a GET form rendered on
 * the server. With script a choice applies at once; prices apply with Enter or "Apply", which
 * without script submits the whole form.
 */
export function RefineFilters({ state }: { state: BrowseState }) {
  return (
    <BrowseForm
      aria-label="Refine results"
      className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3 rounded-xl border bg-card p-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {(["q", "category", "pageSize"] as const).map((name) =>
        state[name] ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
      )}

      <NearFields
        idPrefix="filter"
        near={state.near}
        radiusKm={Number(state.radiusKm ?? RADIUS_KM.searchDefault)}
        withCountry
      />

      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor="filter-sort" className={labelClasses}>
          Sort by
        </label>
        <Select id="filter-sort" name="sort" defaultValue={state.sort ?? (state.q ? "relevance" : "newest")}>
          {LISTING_SORTS.filter((sort) => sort !== "relevance" || state.q).map((sort) => (
            <option key={sort} value={sort}>
              {LISTING_SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </div>

      <fieldset className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <legend className="mb-1 text-sm leading-none font-medium">Price (USD)</legend>
        <div className="flex items-center gap-1">
          <Input
            aria-label="Minimum price in US dollars"
            name="minPrice"
            inputMode="decimal"
            placeholder="Min"
            defaultValue={state.minPrice ?? ""}
          />
          <span aria-hidden="true">–</span>
          <Input
            aria-label="Maximum price in US dollars"
            name="maxPrice"
            inputMode="decimal"
            placeholder="Max"
            defaultValue={state.maxPrice ?? ""}
          />
          <button type="submit" className={buttonVariants({ size: "sm", variant: "outline" })}>
            Apply
          </button>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="price-reference-note">
          {REFERENCE_RATES_NOTE}
        </p>
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor="filter-rating" className={labelClasses}>
          Rating
        </label>
        <Select id="filter-rating" name="minRating" defaultValue={state.minRating ?? ""}>
          <option value="">Any rating</option>
          {MIN_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating}+ stars
            </option>
          ))}
        </Select>
      </div>

      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input
          type="checkbox"
          name="verified"
          value="true"
          className="size-4 accent-primary"
          defaultChecked={state.verified === "true" || state.verified === "1"}
        />
        Verified only
      </label>
    </BrowseForm>
  );
}
