import { mixed, object, string } from 'yup';
import { RoleId } from '../roles';
import { CHANGE_PASSWORD_POLICY, PasswordMessage } from './password.schema';
import { emailField, firstNameField, lastNameField, mobileField } from './registration.schema';

/** The roles an administrator may give a new account (/new-admin): the four of `000 §6` and SYSOPSADMIN. */
export const ASSIGNABLE_ROLES: readonly RoleId[] = [
  RoleId.LEARNER,
  RoleId.ADMIN,
  RoleId.OPS,
  RoleId.SYSOPS_ADMIN,
  RoleId.COLLEGE,
];

export const UsersMessage = {
  ROLE_REQUIRED: 'Please select a Role',
  ROLE_INVALID: 'Please select a valid Role',
} as const;

/**
 * /new-admin: a new account with its first password, which the person must change at first sign-in
 * (the force-change flag of `000 §4`). Names, e-mail and mobile follow the registration rules (`000 §5`).
 */
export const newUserSchema = object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  mobile: mobileField,
  roleId: mixed<RoleId>()
    .required(UsersMessage.ROLE_REQUIRED)
    .transform((value: unknown) => (value === '' || value === null ? undefined : Number(value)))
    .oneOf([...ASSIGNABLE_ROLES], UsersMessage.ROLE_INVALID),
  password: string()
    .required(PasswordMessage.NEW_REQUIRED)
    .matches(CHANGE_PASSWORD_POLICY, PasswordMessage.POLICY),
});

export interface NewUserValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  roleId: number | '';
  password: string;
}

/** /admin-profile-edit and /admin-edit-user-profile: the fields staff change of a profile. */
export const userProfileSchema = object({
  firstName: firstNameField,
  lastName: lastNameField,
  mobile: mobileField,
});

export interface UserProfileValues {
  firstName: string;
  lastName: string;
  mobile: string;
}
