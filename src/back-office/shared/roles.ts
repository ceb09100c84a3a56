import { messages } from "../../shared/messages/catalogue.js";

/**
 * Who may do what in the back-office (docs/0021-back-office.md): every account is a `user`; `staff`
 * work the inbox; `admin` also manage accounts and read the audit log. Each role includes the ones before it.
 */
export const roles = ["user", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  user: messages.backOfficeUsers.userRoleLabel,
  staff: messages.backOfficeUsers.staffRoleLabel,
  admin: messages.backOfficeUsers.adminRoleLabel,
};

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** The role's French name; an unknown stored value counts as `user`, as everywhere else. */
export const roleLabel = (role: string): string => roleLabels[isRole(role) ? role : "user"];

/** Whether `role` (as stored: an unknown value counts as `user`) reaches `needed`. */
export function hasRole(role: string, needed: Role): boolean {
  return roles.indexOf(isRole(role) ? role : "user") >= roles.indexOf(needed);
}
