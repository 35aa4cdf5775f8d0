/**
 * A person's name on an account: users.first_name and users.last_name hold it; every screen shows it
 * through `displayName`, and every form that asks for a full name stores it through `splitFullName`.
 */

export interface PersonName {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

/** "Audrey Customer" → first "Audrey", last "Customer"; "Cher" → last null; runs of spaces collapse. */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = parts;
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : null };
}

/** The full name of an account, or "" when it has none. */
export function fullNameOf(person: PersonName): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/**
 * The name shown for an account: its full name; without one, the part of the e-mail before the "@"
 * (never the whole address); without either, the fallback.
 */
export function displayName(person: PersonName & { email?: string | null }, fallback = "User"): string {
  const name = fullNameOf(person);
  if (name) return name;
  const local = person.email?.split("@")[0]?.trim();
  return local || fallback;
}

/** "Chen Aerial Solutions" → "Chen Aerial Solutions'", "Ana" → "Ana's". */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

/** The name shown in public (reviews): first name and the initial of the last, "Audrey C."; else the fallback. */
export function publicName(person: PersonName, fallback: string): string {
  const first = person.firstName?.trim();
  const initial = person.lastName?.trim().charAt(0);
  if (first) return initial ? `${first} ${initial.toUpperCase()}.` : first;
  return initial ? `${initial.toUpperCase()}.` : fallback;
}
