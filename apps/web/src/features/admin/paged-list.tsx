"use client";

import { Card, CardContent } from "@skyhire/ui";
import { useState, type ReactNode } from "react";
import { EmptyList, ListError, ListSkeleton } from "./list-states";
import { Pager } from "./pager";

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

/** The page of a server-side paged list; a new search or filter goes back to page 1. */
export function usePage() {
  const [page, setPage] = useState(1);
  /** Wraps a search or filter setter so that changing it also returns to the first page. */
  const fromFirstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, fromFirstPage };
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Shown when the list cannot be loaded (the server's own message first, when `serverMessage`). */
  loadError: string;
  serverMessage?: boolean;
  empty: ReactNode;
  pager: { label: string; page: number; pageSize: number; onPage: (page: number) => void };
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
  /** An <ol> where the order means something (newest first). */
  ordered?: boolean;
  listClassName?: string;
  itemClassName?: string;
}

/** Loading, error and empty states, the items, then Previous / Next: the body of every admin list. */
export function PagedList<T>({
  query,
  loadError,
  serverMessage = false,
  empty,
  pager,
  itemKey,
  children,
  ordered = false,
  listClassName = "flex flex-col gap-3",
  itemClassName,
}: PagedListProps<T>) {
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
          label={pager.label}
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
