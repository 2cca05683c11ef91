import { setPasswordLink } from '../../../auth/auth-tokens';
import type { NewEmail } from '../outbox.repository';
import { linkEmail } from './link-email';

export function invitationEmail(options: {
  to: string;
  name: string;
  role: string;
  appUrl: string;
  token: string;
}): NewEmail {
  return linkEmail({
    to: options.to,
    subject: 'You are invited to Interview Hub',
    greeting: `Hello ${options.name},`,
    lines: [
      `An administrator created an Interview Hub account for you (role: ${options.role}).`,
      'Set your password to finish. You can also sign in with Google using this e-mail address.',
    ],
    linkLabel: 'Set your password',
    link: setPasswordLink(options.appUrl, options.token),
    footer: 'This link works once and expires in 72 hours.',
  });
}

export function passwordResetEmail(options: {
  to: string;
  name: string;
  appUrl: string;
  token: string;
}): NewEmail {
  return linkEmail({
    to: options.to,
    subject: 'Reset your Interview Hub password',
    greeting: `Hello ${options.name},`,
    lines: [
      'A password reset was requested for your Interview Hub account.',
      'If it was not you, ignore this e-mail.',
    ],
    linkLabel: 'Choose a new password',
    link: setPasswordLink(options.appUrl, options.token),
    footer: 'This link works once and expires in 1 hour.',
  });
}
