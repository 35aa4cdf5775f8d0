"use client";

import { LISTING_CATEGORIES, type ListingCategory } from "@skyhire/validators/plain";
import { Button, Input, Spinner } from "@skyhire/ui";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { browseHref, type BrowseState } from "../_lib/browse-href";
import { useUrlNavigation } from "../_lib/use-url-navigation";
import { RefineFilters } from "./refine-filters";

interface BrowseFiltersProps {
  /** The valid values of the URL now. */
  state: BrowseState;
}

const CHOICES: (ListingCategory | undefined)[] = [undefined, ...LISTING_CATEGORIES];

/** Refinements a plain (script-less) search submit carries along. */
const KEPT_BY_SEARCH = [
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
 * The search box and category buttons. They only change the URL; the server renders the results
 * from it. Typing searches after a short pause (Enter at once) and a new search starts on page 1.
 * Without JavaScript the form still works as a plain GET of /listings.
 */
export function BrowseFilters({ state }: BrowseFiltersProps) {
  const q = state.q ?? "";
  const category = state.category as ListingCategory | undefined;
  const [text, setText] = useState(q);
  const [selected, setSelected] = useState(category);
  const input = useRef<HTMLInputElement>(null);
  const { pending, navigate, navigateSoon, flush } = useUrlNavigation();

  // The state the waiting (debounced) search reads when it fires, not when it was typed.
  const latest = useRef({ text, selected });
  useEffect(() => {
    latest.current = { text, selected };
  }, [text, selected]);

  // The URL changed without typing here (Clear Filters, Back, a shared link): show its text.
  // While the field has focus, what the person is typing wins.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(q);
  }, [q]);
  useEffect(() => {
    setSelected(category);
  }, [category]);

  // What the next change builds on: the URL as last asked for. Props lag behind while a navigation
  // is on its way, so they are taken only once it has landed (or came from elsewhere: Back, a link).
  const current = useRef(state);
  const [refined, setRefined] = useState(state);
  useEffect(() => {
    if (pending) return;
    current.current = state;
    setRefined(state);
  }, [state, pending]);

  /** A new search or filter starts on page 1 and keeps the other refinements. */
  const move = (changes: BrowseState) => {
    const { page: _page, ...kept } = current.current;
    const next: BrowseState = { ...kept, ...changes };
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined || value === "") delete next[name as keyof BrowseState];
    }
    current.current = next;
    setRefined(next);
    return browseHref(next);
  };
  const hrefFor = (next: { text: string; category?: ListingCategory }) =>
    move({ q: next.text.trim(), category: next.category });

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        action="/listings"
        method="get"
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(hrefFor({ text, category: selected }));
        }}
      >
        <label htmlFor="listing-search" className="sr-only">
          Search services
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={input}
            id="listing-search"
            name="q"
            type="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            placeholder="Search services, e.g. roof inspection"
            className="pl-9"
            onChange={(event) => {
              setText(event.target.value);
              navigateSoon(() =>
                hrefFor({ text: latest.current.text, category: latest.current.selected }),
              );
            }}
            onBlur={flush}
          />
        </div>
        {selected ? <input type="hidden" name="category" value={selected} /> : null}
        {KEPT_BY_SEARCH.map((name) =>
          state[name] ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
        )}
        <Button type="submit" className="sm:w-auto">
          Search
        </Button>
      </form>

      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label="Filter by category"
      >
        {CHOICES.map((choice) => (
          <Button
            key={choice ?? "all"}
            type="button"
            size="sm"
            variant={choice === selected ? "default" : "outline"}
            aria-pressed={choice === selected}
            onClick={() => {
              setSelected(choice);
              navigate(hrefFor({ text, category: choice }));
            }}
          >
            {choice ?? "All"}
          </Button>
        ))}
        {pending ? <Spinner size="sm" label="Updating results" className="ml-1" /> : null}
      </div>

      <RefineFilters state={refined} onChange={(changes) => navigate(move(changes))} />
    </div>
  );
}
