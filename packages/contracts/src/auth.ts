import { z } from 'zod';
import { passwordSchema } from './password';
import { textInput } from './record-fields';
import { userSchema } from './users';

export const loginRequestSchema = z.object({
  email: textInput().trim().min(1).max(320),
  password: textInput().min(1).max(1000),
});
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export const tokenResponseSchema = z.object({ token: z.string() });

/** Sets a password from an invitation or reset link and signs the user in. */
export const setPasswordRequestSchema = z.object({
  token: textInput().min(1, 'Invalid token. Please use the link from your invitation email.').max(200),
  password: passwordSchema,
});

export const changePasswordRequestSchema = z.object({
  current_password: textInput().min(1, 'All fields are required').max(1000),
  new_password: passwordSchema,
});

export const passwordResetRequestSchema = z.object({ email: textInput().trim().min(1).max(320) });

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const messageResponseSchema = z.object({ message: z.string() });
