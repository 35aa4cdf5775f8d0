"use client";

import { USERS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { Badge } from "@skyhire/ui";
import { ROLES, USER_STATUSES, type Role, type UserStatus } from "@skyhire/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useSessionUser } from "~/features/shell/session-provider";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge, UserStatusBadge } from "../badges";
import { formatDay, fullName } from "../format";
import { AdminRow, AdminSection, KEEP_PAGE_WHILE_LOADING, SearchedList, useListQuery } from "../paged-list";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";
import { ROLE_LABELS, RoleDialog } from "./role-dialog";


const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const STATUS_OPTIONS = USER_STATUSES.map((value) => ({
  value,
  label: value === "active" ? "Active" : "Suspended",
}));

/** Users by e-mail or name (server-side, paged) with role and status; change a role, suspend, reinstate. */
export function UserList() {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const me = useSessionUser();
  const list = useListQuery<{ role: Role | ""; status: UserStatus | "" }>(
    { role: "", status: "" },
    USERS_PAGE_SIZE,
  );
  const users = useQuery(trpc.adminUsers.list.queryOptions(list.searchInput, KEEP_PAGE_WHILE_LOADING));
  const suspend = useMutation(trpc.adminUsers.suspend.mutationOptions());
  const reinstate = useMutation(trpc.adminUsers.reinstate.mutationOptions());

  return (
    <AdminSection id="users" title="Users">
      <SearchedList
        noun={["user", "users"]}
        placeholder="E-mail or name"
        list={list}
        filters={[
          { key: "role", label: "Role", options: ROLE_OPTIONS, allLabel: "All roles" },
          { key: "status", label: "Status", options: STATUS_OPTIONS, allLabel: "All statuses" },
        ]}
        query={users}
        itemKey={(user) => user.id}
      >
        {(user) => (
          <AdminRow
            testId="admin-user-row"
            title={<p className="font-semibold break-words">{fullName(user) || "No name"}</p>}
            subtitle={user.email}
            badges={
              <>
                <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
                <UserStatusBadge status={user.status} />
                {user.approvalStatus ? <ApprovalBadge status={user.approvalStatus} /> : null}
                {user.emailVerified ? null : <Badge variant="grey">E-mail not verified</Badge>}
              </>
            }
            meta={`Joined ${formatDay(user.createdAt)}${user.companyName ? ` · ${user.companyName}` : ""}`}
            note={
              user.status === "suspended" && user.suspensionReason
                ? `Suspended ${formatDay(user.suspendedAt)}: ${user.suspensionReason}`
                : null
            }
            actions={
              me?.id === user.id ? (
                <p className="text-sm text-muted-foreground">This is you.</p>
              ) : (
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <RoleDialog user={user} />
                  {user.status === "active" ? (
                    <ReasonDialog
                      label="Suspend"
                      ariaLabel={`Suspend ${user.email}`}
                      title={`Suspend ${user.email}`}
                      description="They are signed out everywhere at once, cannot sign in, and their listings leave browse."
                      confirmLabel="Suspend"
                      pendingLabel="Suspending…"
                      confirmVariant="destructive"
                      onConfirm={async (reason) => {
                        await suspend.mutateAsync({ userId: user.id, reason: reason ?? "" });
                        await after(
                          "User suspended",
                          `${user.email} has been signed out and cannot sign in.`,
                        );
                      }}
                    />
                  ) : (
                    <ReasonDialog
                      label="Reinstate"
                      ariaLabel={`Reinstate ${user.email}`}
                      optional
                      title={`Reinstate ${user.email}`}
                      description="They can sign in again; their listings return to browse."
                      confirmLabel="Reinstate"
                      pendingLabel="Reinstating…"
                      onConfirm={async (reason) => {
                        await reinstate.mutateAsync({ userId: user.id, reason });
                        await after("User reinstated", `${user.email} can sign in again.`);
                      }}
                    />
                  )}
                </div>
              )
            }
          />
        )}
      </SearchedList>
    </AdminSection>
  );
}
