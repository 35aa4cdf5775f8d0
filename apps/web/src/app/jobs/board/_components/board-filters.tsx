"use client";

import { LIMITS, SERVICE_CATEGORIES } from "@skyhire/validators";
import { Button, Input, Label, Select, Spinner } from "@skyhire/ui";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NearFields } from "../../../listings/_components/near-fields";
import { useUrlNavigation } from "../../../listings/_lib/use-url-navigation";
import { BOARD_PATH, boardHref } from "../_lib/board-params";

interface BoardFiltersProps {
  /** The category and place in the URL now. */
  category?: string;
  location: string;
  near?: string;
  radiusKm: number;
  pageSize: number;
}

/**
 * Category and location filters. They only change the URL; the server renders the jobs from it.
 * The place is searched after a short pause in typing (Enter at once); a change starts on page 1.
 */
export function BoardFilters({ category, location, near, radiusKm, pageSize }: BoardFiltersProps) {
  const [place, setPlace] = useState(location);
  const [selected, setSelected] = useState(category ?? "");
  const input = useRef<HTMLInputElement>(null);
  const { pending, navigate, navigateSoon, flush } = useUrlNavigation();

  const latest = useRef({ place, selected, near, radiusKm, pageSize });
  useEffect(() => {
    latest.current = { place, selected, near, radiusKm, pageSize };
  }, [place, selected, near, radiusKm, pageSize]);

  // The URL changed without typing here (Back, a shared link): show it; typing in focus wins.
  useEffect(() => {
    if (document.activeElement !== input.current) setPlace(location);
  }, [location]);
  useEffect(() => {
    setSelected(category ?? "");
  }, [category]);

  const hrefFor = (next: { place: string; category: string; near?: string; radiusKm?: number }) =>
    boardHref({
      location: next.place,
      category: next.category,
      near: "near" in next ? next.near : latest.current.near,
      radiusKm: next.radiusKm ?? latest.current.radiusKm,
      pageSize: latest.current.pageSize,
    });

  return (
    <form
      action={BOARD_PATH}
      method="get"
      role="search"
      aria-label="Filter jobs"
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,12rem)_minmax(0,7rem)_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(hrefFor({ place, category: selected }));
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="board-category">Category</Label>
        <Select
          id="board-category"
          name="category"
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            navigate(hrefFor({ place, category: event.target.value }));
          }}
        >
          <option value="">All categories</option>
          {/* One list of services: a job is found under each service its category covers. */}
          {SERVICE_CATEGORIES.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="board-location">Location</Label>
        <div className="relative">
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={input}
            id="board-location"
            name="location"
            type="search"
            value={place}
            maxLength={200}
            autoComplete="off"
            placeholder="City or area, e.g. Sydney"
            className="pl-9"
            onChange={(event) => {
              setPlace(event.target.value);
              navigateSoon(() =>
                hrefFor({ place: latest.current.place, category: latest.current.selected }),
              );
            }}
            onBlur={flush}
          />
        </div>
      </div>
      <NearFields
        idPrefix="board"
        near={near}
        radiusKm={radiusKm}
        onNear={(nearPlace) => navigate(hrefFor({ place, category: selected, near: nearPlace }))}
        onRadius={(km) => navigate(hrefFor({ place, category: selected, radiusKm: km }))}
      />
      {pageSize !== LIMITS.pageSizeDefault ? (
        <input type="hidden" name="pageSize" value={pageSize} />
      ) : null}
      <div className="flex items-center gap-2">
        <Button type="submit" className="w-full sm:w-auto">
          Apply
        </Button>
        {pending ? <Spinner size="sm" label="Updating jobs" /> : null}
      </div>
    </form>
  );
}
