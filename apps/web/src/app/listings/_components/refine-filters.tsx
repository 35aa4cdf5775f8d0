"use client";

import { LISTING_SORT_LABELS, LISTING_SORTS, RADIUS_KM, REFERENCE_RATES_NOTE } from "@skyhire/validators/plain";
import { Button, Input, Label, Select } from "@skyhire/ui";
import { useEffect, useState } from "react";
import type { BrowseState } from "../_lib/browse-href";
import { NearFields } from "./near-fields";

const MIN_RATINGS = ["4.5", "4", "3"] as const;

interface RefineFiltersProps {
  state: BrowseState;
  /** Applies the changed filters (the browse URL moves to page 1 with them). */
  onChange: (changes: BrowseState) => void;
}

/**
 * Place and radius, sort, price range, verified only and minimum rating. A choice applies at once;
 * prices apply with Enter or "Apply". Without script the form is a plain GET of /listings.
 */
export function RefineFilters({ state, onChange }: RefineFiltersProps) {
  const [minPrice, setMinPrice] = useState(state.minPrice ?? "");
  const [maxPrice, setMaxPrice] = useState(state.maxPrice ?? "");
  useEffect(() => {
    setMinPrice(state.minPrice ?? "");
    setMaxPrice(state.maxPrice ?? "");
  }, [state.minPrice, state.maxPrice]);

  const apply = (changes: BrowseState) => onChange(changes);

  return (
    <form
      action="/listings"
      method="get"
      aria-label="Refine results"
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ minPrice, maxPrice });
      }}
    >
      {(["q", "category", "pageSize"] as const).map((name) =>
        state[name] ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
      )}

      <NearFields
        idPrefix="filter"
        near={state.near}
        radiusKm={Number(state.radiusKm ?? RADIUS_KM.searchDefault)}
        onNear={(near) => apply({ near })}
        onRadius={(km) => apply({ radiusKm: String(km) })}
        withCountry
      />

      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <Label htmlFor="filter-sort">Sort by</Label>
        <Select
          id="filter-sort"
          name="sort"
          value={state.sort ?? (state.q ? "relevance" : "newest")}
          onChange={(event) => apply({ sort: event.target.value })}
        >
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
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
          />
          <span aria-hidden="true">–</span>
          <Input
            aria-label="Maximum price in US dollars"
            name="maxPrice"
            inputMode="decimal"
            placeholder="Max"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline">
            Apply
          </Button>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="price-reference-note">
          {REFERENCE_RATES_NOTE}
        </p>
      </fieldset>

      <div className="flex flex-col gap-1">
        <Label htmlFor="filter-rating">Rating</Label>
        <Select
          id="filter-rating"
          name="minRating"
          value={state.minRating ?? ""}
          onChange={(event) => apply({ minRating: event.target.value })}
        >
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
          checked={state.verified === "true" || state.verified === "1"}
          onChange={(event) => apply({ verified: event.target.checked ? "true" : undefined })}
        />
        Verified only
      </label>
    </form>
  );
}
