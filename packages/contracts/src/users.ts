import { z } from 'zod';
import { formSchema } from './form-schema';
import { textInput } from './record-fields';

export const userRoles = ['admin', 'recruiter', 'interviewer'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userStatuses = ['active', 'blocked'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A user as the API shows it: never the password hash or sign-in bookkeeping. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  phone: z.string().nullable(),
  status: userStatusSchema,
  last_login: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const trimmed = textInput().trim();
const phoneInput = textInput()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => (v ? v : null));

export const NAME_AND_EMAIL_REQUIRED = 'Name and email are required';

/** Create or update a user (admin). */
export const userInputSchema = z.object({
  name: trimmed.min(1, NAME_AND_EMAIL_REQUIRED).max(200),
  email: trimmed.min(1, NAME_AND_EMAIL_REQUIRED).max(320).pipe(z.email('Enter a valid e-mail address')),
  role: userRoleSchema.default('recruiter'),
  phone: phoneInput,
});
export type UserInput = z.input<typeof userInputSchema>;

/** The user form (§5 Users): Name, Email, Phone and Role as typed; one message at a time, the spec's first. */
export const userFormSchema = formSchema({
  fields: z.object({ name: z.string(), email: z.string(), phone: z.string(), role: userRoleSchema }),
  firstProblem: ({ name, email }) => {
    // One rule for both fields, held by the first, so that it lasts until both are filled.
    return name.trim() && email.trim() ? null : { path: 'name', message: NAME_AND_EMAIL_REQUIRED };
  },
  toBody: (values) => values,
  request: userInputSchema,
});
export type UserFormValues = z.input<typeof userFormSchema>;

export const userSortColumns = ['name', 'email', 'role', 'status', 'last_login', 'created_at'] as const;

export const userListQuerySchema = z.object({
  search: textInput().trim().max(200).optional(),
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort_by: z.enum(userSortColumns).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export type UserListParams = z.output<typeof userListQuerySchema>;
