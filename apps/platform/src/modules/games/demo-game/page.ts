/** The demo game's HTML: one self-contained page, its script and style allowed by nonce only. */

type Language = 'EN' | 'TY';

const TEXT: Record<Language, Record<'balance' | 'bet' | 'spin' | 'win' | 'lose' | 'freePlay' | 'back' | 'error', string>> = {
  EN: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    win: 'You win',
    lose: 'No win this time',
    freePlay: 'Free play',
    back: 'Back',
    error: 'Something went wrong',
  },
  TY: {
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    win: 'Bạn thắng',
    lose: 'Chưa trúng lần này',
    freePlay: 'Chơi thử',
    back: 'Quay lại',
    error: 'Đã xảy ra lỗi',
  },
};

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
// JSON inside a <script> element must not be able to close it.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#1b1035;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(92vw,420px);text-align:center}
h1{font-size:20px;margin:0 0 4px}
.vendor{opacity:.7;font-size:13px;margin-bottom:16px}
.reels{display:flex;gap:8px;justify-content:center;margin:16px 0}
.reel{width:84px;height:84px;border-radius:12px;background:#fff;color:#1b1035;font-size:20px;font-weight:700;display:flex;align-items:center;justify-content:center}
.row{display:flex;gap:8px;justify-content:center;align-items:center;margin:12px 0}
button,select{font:inherit;padding:10px 16px;border-radius:999px;border:0}
button.spin{background:#f59e0b;color:#1b1035;font-weight:700;min-width:120px}
button:disabled{opacity:.5}
.message{min-height:24px}
.badge{display:inline-block;background:#0e9f6e;border-radius:999px;padding:2px 10px;font-size:12px}
a{color:#fff}`;

/**
 * Amounts as the app shows them (symbol, thousands grouped, the merchant's display decimals, a non-zero fraction
 * beyond them still shown: "₫6,500", "₫6,500.37"), as browser source:
 * the page's script has no imports. Exported so a spec can run it.
 */
export const MONEY_FORMAT_SCRIPT = String.raw`function formatMoney(symbol, decimals, value) {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  const shown = /^0*$/.test(fraction.slice(decimals)) ? fraction.slice(0, decimals) : fraction;
  return (value < 0 ? '-' : '') + symbol + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (shown ? '.' + shown : '');
}`;

// Runs in the browser: no imports, plain DOM. A failed request is retried once with the same round id,
// which the platform answers without betting twice.
const SCRIPT = `
const cfg = JSON.parse(document.getElementById('cfg').textContent);
const $ = (id) => document.getElementById(id);
const roundId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
${MONEY_FORMAT_SCRIPT}
const money = (value) => formatMoney(cfg.symbol, cfg.decimals, value);
async function call(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', merchant: cfg.merchant }, body: JSON.stringify({ playToken: cfg.playToken, ...body }) });
  return response.json();
}
function fail(envelope) { $('message').textContent = (envelope && envelope.message) || cfg.text.error; }
async function load() {
  const envelope = await call('/wps/game/demo/state', {});
  if (!envelope.success) return fail(envelope);
  const state = envelope.value;
  cfg.symbol = state.currencySymbol;
  cfg.decimals = state.displayDecimals;
  $('balance').textContent = money(state.balance);
  $('bet').replaceChildren(...state.betOptions.map((option) => new Option(money(option), String(option))));
  $('spin').disabled = false;
}
async function spin() {
  $('spin').disabled = true;
  const body = { roundId: roundId(), bet: Number($('bet').value) };
  let envelope;
  try { envelope = await call('/wps/game/demo/spin', body); } catch { try { envelope = await call('/wps/game/demo/spin', body); } catch { envelope = null; } }
  $('spin').disabled = false;
  if (!envelope || !envelope.success) return fail(envelope);
  const round = envelope.value;
  round.reels.forEach((symbol, index) => { $('reel' + index).textContent = symbol; });
  $('balance').textContent = money(round.balance);
  $('message').textContent = round.win > 0 ? cfg.text.win + ' ' + money(round.win) : cfg.text.lose;
}
$('spin').addEventListener('click', spin);
$('back').addEventListener('click', (event) => { event.preventDefault(); history.length > 1 ? history.back() : window.close(); });
load().catch(() => fail(null));`;

export interface DemoGamePage {
  gameName: string;
  vendor: string;
  merchantCode: string;
  playToken: string;
  language: Language;
  /** Free play (the free-play wallet): the badge shows only then, never to a real-money player. */
  freePlay: boolean;
  nonce: string;
}

export function demoGameHtml(page: DemoGamePage): string {
  const text = TEXT[page.language];
  // The script's own texts only.
  const cfg = {
    merchant: page.merchantCode,
    playToken: page.playToken,
    symbol: '',
    decimals: 2,
    text: { win: text.win, lose: text.lose, error: text.error },
  };
  return `<!doctype html>
<html lang="${page.language === 'TY' ? 'vi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.gameName)}</title>
<style nonce="${page.nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.gameName)}</h1>
<div class="vendor">${escapeHtml(page.vendor)}${page.freePlay ? ` <span id="free" class="badge">${text.freePlay}</span>` : ''}</div>
<div>${text.balance}: <strong id="balance">…</strong></div>
<div class="reels"><div class="reel" id="reel0">?</div><div class="reel" id="reel1">?</div><div class="reel" id="reel2">?</div></div>
<div class="row"><label for="bet">${text.bet}</label><select id="bet"></select><button id="spin" class="spin" disabled>${text.spin}</button></div>
<p id="message" class="message" role="status"></p>
<a id="back" href="#">${text.back}</a>
</main>
<script id="cfg" type="application/json">${scriptJson(cfg)}</script>
<script nonce="${page.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** The page a used or expired game link answers. */
export function expiredGameHtml(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game link expired</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main><h1>This game link has expired or was already used.</h1><p>Launch the game again from the lobby.</p>
<h1 lang="vi">Liên kết trò chơi đã hết hạn hoặc đã được sử dụng.</h1><p lang="vi">Vui lòng mở lại trò chơi từ sảnh.</p></main></body>
</html>`;
}
