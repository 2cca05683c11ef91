import { parseArgs } from 'node:util';
import { passwordRuleError } from '@interview-hub/contracts/password';
import { userRoleSchema } from '@interview-hub/contracts/users';
import { z } from 'zod';
import { issueAuthToken, setPasswordLink } from '../auth/auth-tokens';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/user-accounts.repository';
import { migrateDatabase } from '../db/migrate';
import { insertUser } from '../modules/users/users.repository';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run user:create -- --email E --name N --role admin|recruiter|interviewer [--password P] [--phone P]';

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string().trim().min(1, '--name is required'),
  role: userRoleSchema,
  password: z.string().optional(),
  phone: z.string().optional(),
});

// Creates a user: with --password it is stored hashed (argon2id); without, an invitation link is printed.
await runCli(async ({ config, database }) => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'recruiter' },
      password: { type: 'string' },
      phone: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${usage}`);
  const input = parsed.data;
  const passwordError = input.password === undefined ? null : passwordRuleError(input.password);
  if (passwordError) throw new Error(passwordError);

  await migrateDatabase(database);
  const db = database.db;
  if (await findUserByEmail(db, input.email))
    throw new Error(`A user with the e-mail ${input.email} already exists.`);
  const user = await insertUser(db, {
    email: input.email,
    name: input.name,
    role: input.role,
    phone: input.phone ?? null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  console.log(`Created ${user.role} ${user.name} <${user.email}> (id ${user.id}).`);
  if (!input.password) {
    const token = await issueAuthToken({ db, userId: user.id, kind: 'invitation' });
    console.log(`Invitation link (valid 72 hours): ${setPasswordLink(config.appUrl, token)}`);
  }
});
