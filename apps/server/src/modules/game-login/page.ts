import type { DevGameLogin } from '@yuanlong/shared/game-login';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The simulated game's login screen: the QR and the code, refreshed every 2 s until it is confirmed or expired. */
export function gameLoginPage(login: DevGameLogin, url: string, qrSvg: string): string {
  const state =
    login.state === 'confirmed'
      ? `<p class="ok" role="status">Logged in: role <strong>${escapeHtml(login.role_name ?? '')}</strong> (user ${login.user_id}) on server ${login.server_id}.</p>`
      : login.state === 'expired'
        ? `<p class="bad" role="status">This code has expired. <a href="/dev/game/login?server_id=${login.server_id}">New code</a></p>`
        : `<p role="status">Waiting for the player to confirm on the market… (valid until ${escapeHtml(login.expires_at)})</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${login.state === 'pending' ? '<meta http-equiv="refresh" content="2">' : ''}
<title>Game login (development) · Yuanlong Market</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8e8;margin:0 auto;padding:1rem;max-width:32rem;text-align:center}
.note{color:#9aa3b2;font-size:.9rem} .qr{background:#fff;display:inline-block;padding:8px;border-radius:8px}
.code{font-size:2rem;letter-spacing:.3rem;font-weight:700;color:#f0b429;margin:0 0 .6rem}
dl{margin:.6rem 0 0} .ok{color:#5ee0a0} .bad{color:#ff8a7a} a{color:#f0b429}
</style></head><body>
<h1>Game login · server ${login.server_id}</h1>
<p class="note">The development game login screen. Scan the QR with the phone where you are signed in to the market, or open "Game login" there and type the code.</p>
<div class="qr" role="img" aria-label="QR code of the login link">${qrSvg}</div>
<dl><dt class="note">Login code</dt><dd class="code">${escapeHtml(login.code)}</dd></dl>
<p class="note"><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
${state}
</body></html>`;
}
