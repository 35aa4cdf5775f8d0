"use client";

import { Card, CardContent } from "@skyhire/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { EmptyList, ListError, ListSkeleton } from "./list-states";
import { Pager } from "~/features/pagination/pager";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { FilterSelect, SearchBar } from "./search-bar";

/** A page of an admin list as the admin procedures answer it. */
export interface PagedItems<T> {
  items: T[];
  total: number;
  /** The count stopped at a cap ("1,000+"). */
  totalCapped?: boolean;
}

/** What PagedList reads from a query (a react-query result with keepPreviousData). */
export interface PagedQuery<T> {
  data: PagedItems<T> | undefined;
  isPending: boolean;
  error: { message: string } | null;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/** A list keeps showing its current page while the next one loads (no flash of a skeleton). */
export const KEEP_PAGE_WHILE_LOADING = { placeholderData: keepPreviousData };

/** A list's filters by name, each a string where "" means no filter (FilterSelect's "All …"). */
export type ListFilterValues<Filters> = {
  [Name in keyof Filters]: "" extends Filters[Name] ? string : never;
};

/**
 * What an admin list asks the server for: the search text, its filters and the page. A new search
 * or filter goes back to page 1. `filter(name)` gives a FilterSelect its value and onChange.
 */
export function useListQuery<Filters extends ListFilterValues<Filters>>(
  initialFilters: Filters,
  pageSize: number,
) {
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  return {
    q,
    /** The filters and the page, as the list procedures take them (with `q` where they search). */
    input: { ...filters, page, pageSize },
    /** The same with the search text, for the lists that search. */
    searchInput: { q, ...filters, page, pageSize },
    onSearch: (text: string) => {
      setQ(text);
      setPage(1);
    },
    filter: <Name extends keyof Filters>(name: Name) => ({
      value: filters[name],
      onChange: (value: Filters[Name] | "") => {
        setFilters((current) => ({ ...current, [name]: value }));
        setPage(1);
      },
    }),
    pager: { page, pageSize, onPage: setPage },
  };
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Shown when the list cannot be loaded (the server's own message first, when `serverMessage`). */
  loadError: string;
  serverMessage?: boolean;
  empty: ReactNode;
  pager: { page: number; pageSize: number; onPage: (page: number) => void };
  pagerLabel: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
  /** An <ol> where the order means something (newest first). */
  ordered?: boolean;
  listClassName?: string;
  itemClassName?: string;
}

/**
 * Loading, error and empty states, the items, then Previous / Next: the body of every admin list.
 * A 401 (the session ended) sends the admin to sign in.
 */
export function PagedList<T>({
  query,
  loadError,
  serverMessage = false,
  empty,
  pager,
  pagerLabel,
  itemKey,
  children,
  ordered = false,
  listClassName = "flex flex-col gap-3",
  itemClassName,
}: PagedListProps<T>) {
  useLoginRedirectOn401(query.error);
  const data = query.data;
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {!data ? (
        query.isPending ? (
          <ListSkeleton />
        ) : (
          <ListError>{(serverMessage && query.error?.message) || loadError}</ListError>
        )
      ) : data.items.length === 0 ? (
        <EmptyList>{empty}</EmptyList>
      ) : (
        <List className={listClassName} aria-busy={query.isPlaceholderData}>
          {data.items.map((item) => (
            <li key={itemKey(item)} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </List>
      )}
      {data ? (
        <Pager
          label={pagerLabel}
          page={pager.page}
          pageSize={pager.pageSize}
          total={data.total}
          totalCapped={data.totalCapped}
          busy={query.isFetching}
          onPage={pager.onPage}
        />
      ) : null}
    </>
  );
}

interface AdminRowProps {
  testId: string;
  title: ReactNode;
  subtitle: ReactNode;
  badges: ReactNode;
  /** The small grey line under the badges (dates, price). */
  meta: ReactNode;
  /** A red note under the row's facts (a moderation or suspension reason). */
  note?: ReactNode;
  /** The buttons on the right (the row's link or its decisions). */
  actions: ReactNode;
}

/** One row of an admin list: who or what it is, its badges, a line of facts, and its actions. */
export function AdminRow({ testId, title, subtitle, badges, meta, note, actions }: AdminRowProps) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col gap-3 pt-6 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          {title}
          <p className="text-sm break-all text-muted-foreground">{subtitle}</p>
          <div className="flex flex-wrap gap-1.5">{badges}</div>
          <p className="text-xs text-muted-foreground">{meta}</p>
          {note ? <p className="text-sm text-red-800">{note}</p> : null}
        </div>
        {actions}
      </CardContent>
    </Card>
  );
}

/**
 * One filter beside a list's search box, as data: which of the list's filters it sets (`key`), its
 * label, its choices (values of that filter only) and what "no filter" reads.
 */
export type ListFilter<Filters extends ListFilterValues<Filters>> = {
  [Name in keyof Filters & string]: {
    key: Name;
    label: string;
    options: readonly { value: Exclude<Filters[Name], "">; label: string }[];
    allLabel: string;
  };
}[keyof Filters & string];

interface SearchedListProps<T, Filters extends ListFilterValues<Filters>> extends Omit<
  PagedListProps<T>,
  "loadError" | "serverMessage" | "empty" | "pagerLabel" | "pager"
> {
  /** What the list holds, one and many: ["listing", "listings"]; the search, messages and pager are named from it. */
  noun: readonly [string, string];
  placeholder: string;
  list: Pick<ReturnType<typeof useListQuery<Filters>>, "onSearch" | "pager" | "filter">;
  /** The filters beside the search box, in order; each is a FilterSelect. */
  filters: readonly ListFilter<Filters>[];
}

/** A searchable admin list: the search box with its filters, then the paged list of what it found. */
export function SearchedList<T, Filters extends ListFilterValues<Filters>>({
  noun: [one, many],
  placeholder,
  list,
  filters,
  ...rest
}: SearchedListProps<T, Filters>) {
  const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return (
    <>
      <SearchBar label={`Search ${many}`} placeholder={placeholder} onSearch={list.onSearch}>
        {filters.map(({ key, ...select }) => (
          <FilterSelect key={key} {...select} {...list.filter(key)} />
        ))}
      </SearchBar>
      <PagedList
        {...rest}
        serverMessage
        loadError={`${capitalized(many)} could not be loaded.`}
        empty={`No ${many} match.`}
        pagerLabel={`${capitalized(one)} pages`}
        pager={list.pager}
      />
    </>
  );
}

interface AdminSectionProps {
  /** Names the heading's id (`${id}-heading`), which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** An admin page's section: its heading, then the search, filters and list it is given. */
export function AdminSection({ id, title, children }: AdminSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
