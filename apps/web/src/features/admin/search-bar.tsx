"use client";

import { Input, Label, Select, SubmitButton } from "@skyhire/ui";
import { Search } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

interface SearchBarProps {
  label: string;
  placeholder: string;
  /** Called with the trimmed text on Search (the server searches; nothing is filtered here). */
  onSearch: (q: string) => void;
  /** Filters shown beside the box (selects). */
  children?: ReactNode;
}

/** A search box with its filters; typing is kept, the search runs on Enter or the button. */
export function SearchBar({ label, placeholder, onSearch, children }: SearchBarProps) {
  const id = useId();
  const [text, setText] = useState("");
  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:min-w-64">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {children}
      <SubmitButton className="sm:self-end">
        <Search aria-hidden="true" />
        Search
      </SubmitButton>
    </form>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | "";
  options: readonly { value: T; label: string }[];
  allLabel: string;
  onChange: (value: T | "") => void;
}

/** A filter that applies at once (its own request), "All" meaning none. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(options.find((o) => o.value === event.target.value)?.value ?? "")
        }
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
