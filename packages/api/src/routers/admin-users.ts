import { adminUsersQuerySchema, changeRoleSchema, reinstateUserSchema, suspendUserSchema } from "@skyhire/validators";
import { documented } from "../documented-output";
import { adminUsersListResponse, adminUsersSuspendResponse, userStateResponse } from "@skyhire/validators/responses";
import { changeUserRole, reinstateUser, searchUsers, suspendUser } from "../services/admin/users";
import { adminProcedure, router } from "../trpc";

/** Admin-only: users by e-mail or name, roles, suspension (issue 6). Every procedure refuses other roles. */
export const adminUsersRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/users", summary: "All users, searchable (admin)" } })
    .output(documented(adminUsersListResponse))
    .input(adminUsersQuerySchema).query(({ ctx, input }) => searchUsers(ctx.db, input)),

  changeRole: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/users/{userId}/role", summary: "Change a user's role (admin)" } })
    .output(documented(userStateResponse.optional()))
    .input(changeRoleSchema)
    .mutation(({ ctx, input }) => changeUserRole(ctx.db, { actor: ctx.user, ...input })),

  suspend: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/users/{userId}/suspend", summary: "Suspend a user (admin)" } })
    .output(documented(adminUsersSuspendResponse))
    .input(suspendUserSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, { actor: ctx.user, ...input })),

  reinstate: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/users/{userId}/reinstate", summary: "Reinstate a suspended user (admin)" } })
    .output(documented(userStateResponse.optional()))
    .input(reinstateUserSchema)
    .mutation(({ ctx, input }) => reinstateUser(ctx.db, { actor: ctx.user, ...input })),
});
