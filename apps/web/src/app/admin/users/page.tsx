import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { UserList } from "~/features/admin/users/user-list";
import { USERS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Users" };

/** /admin/users: search users, change roles, suspend and reinstate (issue 6). */
export default async function AdminUsersPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(
    trpc.adminUsers.list.queryOptions({ q: "", role: "", status: "", page: 1, pageSize: USERS_PAGE_SIZE }),
  );
  return (
    <HydrateClient>
      <UserList />
    </HydrateClient>
  );
}
