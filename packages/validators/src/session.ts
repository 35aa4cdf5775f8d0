import type { Role } from "./constants";

/** The signed-in user as the app and every procedure see it (read fresh per request). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}
