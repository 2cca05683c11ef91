import type { UserRole } from '@interview-hub/contracts/users';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type RecentEmail = { id: number; to: string; subject: string; text: string; createdAt: Date };

/** The links in a message's text (invitations, resets, interview pages). */
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

function renderEmails(emails: RecentEmail[]): string {
  if (emails.length === 0) return '<p class="none">No e-mails yet.</p>';
  const items = emails.map((email) => {
    const links = linksIn(email.text)
      .map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
      .join('');
    return `<li><span class="subject">${escapeHtml(email.subject)}</span>
  <span class="meta">to ${escapeHtml(email.to)} · ${escapeHtml(email.createdAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</span>${links}</li>`;
  });
  return `<ul class="emails">${items.join('\n')}</ul>`;
}

/**
 * The development issuer's sign-in page: pick one of the active users. Below, the newest e-mails with their
 * links, so an invited user's link is one click away without SMTP or the server log. Plain HTML, no scripts.
 */
export function renderDevSignInPage(options: {
  action: string;
  users: { id: number; name: string; email: string; role: UserRole }[];
  emails: RecentEmail[];
}): string {
  const rows = options.users
    .map(
      (user) => `<li><button type="submit" name="user_id" value="${user.id}">
  <span class="name">${escapeHtml(user.name)}</span>
  <span class="email">${escapeHtml(user.email)}</span>
  <span class="role">${escapeHtml(user.role)}</span></button></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1a1b1e;margin:0;padding:40px 16px}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:22px;margin:0 0 6px}p{color:#555;margin:0 0 20px;line-height:1.5}
ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}
button{width:100%;display:grid;grid-template-columns:1fr auto;gap:2px 12px;text-align:left;padding:12px 14px;border:1px solid #d0d4da;border-radius:8px;background:#fff;cursor:pointer;font:inherit}
button:hover,button:focus{border-color:#228be6;outline:none;background:#f0f7ff}
.name{font-weight:600}.email{grid-row:2;color:#555;font-size:14px}
.role{grid-row:1/3;grid-column:2;align-self:center;font-size:12px;text-transform:uppercase;background:#e7f5ff;color:#1864ab;padding:4px 8px;border-radius:6px}
h2{font-size:17px;margin:28px 0 6px}.emails li{border:1px solid #e3e6ea;border-radius:8px;padding:10px 14px;display:grid;gap:2px}
.subject{font-weight:600}.meta{color:#555;font-size:13px}.emails a{font-size:13px;color:#1864ab;overflow-wrap:anywhere}
</style></head>
<body><main>
<h1>Development sign-in</h1>
<p>Google is not configured on this server, so this local sign-in page stands in for it. Choose the user to sign in as. It is never served in production.</p>
<form method="post" action="${escapeHtml(options.action)}"><ul>
${rows || '<li>No active users. Create one with <code>npm run user:create</code>.</li>'}
</ul></form>
<h2>Recent e-mails</h2>
<p>The newest messages this server sent or queued, with their links (invitations, password resets, interviews).</p>
${renderEmails(options.emails)}
</main></body></html>`;
}
