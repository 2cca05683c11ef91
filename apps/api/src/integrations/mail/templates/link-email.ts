import type { NewEmail } from '../outbox.repository';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A short transactional message built around one link, in plain text and HTML. */
export function linkEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  linkLabel: string;
  link: string;
  footer: string;
}): NewEmail {
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    `${options.linkLabel}: ${options.link}`,
    '',
    options.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(options.greeting)}</p>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#228be6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(options.linkLabel)}</a></p>
<p style="color:#555;font-size:13px">If the button does not work, open this link: ${escapeHtml(options.link)}</p>
<p style="color:#555;font-size:13px">${escapeHtml(options.footer)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}
