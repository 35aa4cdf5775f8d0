"use client";

import { Label, Select } from "@skyhire/ui";
import { possessive, ROLES, type Role } from "@skyhire/validators";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTRPC } from "~/trpc/react";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";

const ROLE_LABELS: Record<Role, string> = {
  customer: "Customer",
  operator: "Operator",
  admin: "Admin",
};

/** Change a user's role, with the reason recorded. It holds from the user's next request. */
export function RoleDialog({ user }: { user: { id: string; email: string; role: Role } }) {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const id = useId();
  const [role, setRole] = useState<Role>(user.role === "customer" ? "operator" : "customer");
  const change = useMutation(trpc.adminUsers.changeRole.mutationOptions());
  return (
    <ReasonDialog
      label="Change Role"
      ariaLabel={`Change role of ${user.email}`}
      title={`Change ${possessive(user.email)} role`}
      description={`Currently ${ROLE_LABELS[user.role]}. An operator made a customer leaves browse.`}
      confirmLabel="Change Role"
      pendingLabel="Changing…"
      onConfirm={async (reason) => {
        await change.mutateAsync({ userId: user.id, role, reason: reason ?? "" });
        await after("Role changed", `${user.email} is now ${ROLE_LABELS[role].toLowerCase()}.`);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-role`}>New role</Label>
        <Select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(ROLES.find((r) => r === event.target.value) ?? role)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
    </ReasonDialog>
  );
}

export { ROLE_LABELS };
