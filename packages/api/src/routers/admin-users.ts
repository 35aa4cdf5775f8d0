import { adminUsersQuerySchema, changeRoleSchema, reinstateUserSchema, suspendUserSchema } from "@skyhire/validators";
import { changeUserRole, reinstateUser, searchUsers, suspendUser } from "../services/admin/users";
import { adminProcedure, router } from "../trpc";

/** Admin-only: users by e-mail or name, roles, suspension (issue 6). Every procedure refuses other roles. */
export const adminUsersRouter = router({
  list: adminProcedure.input(adminUsersQuerySchema).query(({ ctx, input }) => searchUsers(ctx.db, input)),

  changeRole: adminProcedure
    .input(changeRoleSchema)
    .mutation(({ ctx, input }) => changeUserRole(ctx.db, { actor: ctx.user, ...input })),

  suspend: adminProcedure
    .input(suspendUserSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, { actor: ctx.user, ...input })),

  reinstate: adminProcedure
    .input(reinstateUserSchema)
    .mutation(({ ctx, input }) => reinstateUser(ctx.db, { actor: ctx.user, ...input })),
});
