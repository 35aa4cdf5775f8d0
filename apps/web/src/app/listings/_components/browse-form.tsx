"use client";

import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { withQuery } from "~/features/listing-search/search-params";
import { useUrlNavigation } from "../_lib/use-url-navigation";

/**
 * The URL the browser itself would GET for the form, without its empty fields (a new search starts
 * on page 1: the forms carry no page).
 */
function formHref(form: HTMLFormElement): string {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value.trim();
  }
  return withQuery(form.getAttribute("action") ?? "/listings", values);
}

/**
 * Whether the person changed a field before the script ran (on a slow connection the page shows, and
 * takes typing, a while before it is enhanced): a value that is no longer the one the server wrote.
 */
function editedBeforeScript(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLSelectElement) {
      const written = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      return (written?.value ?? "") !== field.value;
    }
    if (!(field instanceof HTMLInputElement)) return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  });
}

const appliesAtOnce = (field: EventTarget) =>
  field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "checkbox");
const isSearchBox = (field: EventTarget) => field instanceof HTMLInputElement && field.type === "search";

interface BrowseFormProps {
  children: ReactNode;
  className?: string;
  role?: "search";
  "aria-label"?: string;
  /** The search text in the URL now: shown in the search box unless the person is typing in it. */
  q?: string;
}

/**
 * A GET form of /listings rendered on the server (its fields are server HTML), enhanced once the
 * script loads: submitting, choosing a select or the checkbox navigates in place, and typing in the
 * search box searches after a short pause (Enter at once). Without script it is a plain GET form
 * (docs/performance.md#page-weight).
 */
export function BrowseForm({ children, className, role, q, ...rest }: BrowseFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { pending, navigate, navigateSoon, flush } = useUrlNavigation();

  // What was typed or chosen before the script ran is searched now, not dropped: at once, or after
  // the usual pause while the person is still typing in the search box. Declared first, so it reads
  // the fields before the effect below shows the URL's text in them.
  const checkedEarlyEdits = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (checkedEarlyEdits.current || !element) return;
    checkedEarlyEdits.current = true;
    if (!editedBeforeScript(element)) return;
    const active = document.activeElement;
    if (active && isSearchBox(active) && element.contains(active)) navigateSoon(() => formHref(element));
    else navigate(formHref(element));
  }, [navigate, navigateSoon]);

  // The URL's text changed without typing here (Clear Filters, Back, a shared link): show it.
  useEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (isSearchBox(field) && field !== document.activeElement) (field as HTMLInputElement).value = q ?? "";
    }
  }, [q]);

  return (
    <form
      ref={form}
      action="/listings"
      method="get"
      role={role}
      aria-label={rest["aria-label"]}
      aria-busy={pending || undefined}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(formHref(event.currentTarget));
      }}
      onChange={(event) => {
        const element = event.currentTarget;
        if (isSearchBox(event.target)) navigateSoon(() => formHref(element));
        else if (appliesAtOnce(event.target)) navigate(formHref(element));
      }}
      onBlur={(event) => {
        if (isSearchBox(event.target)) flush();
      }}
    >
      {children}
      {pending ? (
        <span role="status" className="inline-flex items-center self-center text-primary">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          <span className="sr-only">Updating results</span>
        </span>
      ) : null}
    </form>
  );
}
