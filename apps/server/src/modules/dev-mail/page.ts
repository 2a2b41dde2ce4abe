import type { DevMail } from '@yuanlong/shared/dev-mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The development mailbox as a page: newest first, codes large, refreshed every 5 seconds. */
export function devMailPage(mails: DevMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (m) => `<article data-testid="dev-mail" data-to="${escapeHtml(m.to)}">
  <header><strong>${escapeHtml(m.subject)}</strong><time>${escapeHtml(m.received_at)}</time></header>
  <div class="meta">to <span class="to">${escapeHtml(m.to)}</span> · from ${escapeHtml(m.from)}</div>
  ${m.code ? `<div class="code" data-testid="dev-mail-code">${escapeHtml(m.code)}</div>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Development mailbox · Yuanlong Market</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8e8;margin:0;padding:1rem;max-width:52rem;margin:auto}
h1{font-size:1.3rem} .note{color:#f0b429} form{margin:1rem 0} input{padding:.4rem;width:18rem}
article{background:#1a1d24;border:1px solid #2c313c;border-radius:8px;padding:.8rem 1rem;margin:.8rem 0}
header{display:flex;justify-content:space-between;gap:1rem} time,.meta{color:#9aa3b2;font-size:.85rem}
.code{font-size:2rem;letter-spacing:.4rem;font-weight:700;color:#f0b429;margin:.4rem 0}
pre{white-space:pre-wrap;margin:.4rem 0 0;font-family:inherit;color:#c8ccd4}
</style></head><body>
<h1>Development mailbox</h1>
<p class="note">No SMTP_URL is configured, so the product keeps the mail it sends here instead of delivering it. Set SMTP_URL to send real mail (this page then disappears).</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}" placeholder="all"></label> <button>Filter</button></form>
${rows || '<p>No mail yet.</p>'}
</body></html>`;
}
