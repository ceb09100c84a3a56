import type { PublicUser } from "../../src/accounts/shared/auth-schemas.js";
import type { UserRow } from "../platform/db/schema.js";

/** The user as both APIs return it: never the password hash. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    plan: user.plan,
    role: user.role,
    isEmailVerified: user.isEmailVerified === 1,
  };
}
