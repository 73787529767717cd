import { demoAgentWelcome } from './demo-agent';
import { escapeHtml, type DemoLanguage, type DemoPage } from './page-shell';
import { DEMO_TEXTS } from './texts';

// JSON inside a <script> element must not be able to close it.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const note = (language: DemoLanguage) => `<p class="demo" data-testid="demo-note">${escapeHtml(DEMO_TEXTS[language].demoNote)}</p>`;

/** A demo page: its title as the heading, then its parts (HTML, escaped), the demo note, and what follows the note. */
const demoPage = (language: DemoLanguage, title: string, parts: string[], afterNote: string[] = []): DemoPage => ({
  language,
  title,
  body: [`<h1>${escapeHtml(title)}</h1>`, ...parts, note(language), ...afterNote].join(''),
});

/** The demo customer-service page: hours, the way into the live chat, common questions. */
export function customerServicePage(language: DemoLanguage): DemoPage {
  const text = DEMO_TEXTS[language];
  const faq = text.serviceFaq.map(([question, answer]) => `<dt>${escapeHtml(question)}</dt><dd>${escapeHtml(answer)}</dd>`).join('');
  return demoPage(language, text.serviceTitle, [
    `<div class="card"><p>${escapeHtml(text.serviceIntro)}</p>`,
    `<a class="button" href="live-chat?lang=${language}" data-testid="demo-service-chat">${escapeHtml(text.serviceChat)}</a></div>`,
    `<div class="card"><h2>${escapeHtml(text.serviceFaqTitle)}</h2><dl>${faq}</dl></div>`,
  ]);
}

/** The demo affiliate page: what joining as a partner means. */
export function affiliatePage(language: DemoLanguage): DemoPage {
  const text = DEMO_TEXTS[language];
  return demoPage(language, text.affiliateTitle, [
    `<div class="card"><p>${escapeHtml(text.affiliateIntro)}</p>`,
    `<ol>${text.affiliateSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol></div>`,
  ]);
}

// Runs in the browser: no imports, plain DOM. The agent's answer comes from the platform (POST …/messages).
const CHAT_SCRIPT = `
const cfg = JSON.parse(document.getElementById('cfg').textContent);
const log = document.getElementById('log');
const form = document.getElementById('form');
const input = document.getElementById('input');
const send = document.getElementById('send');
const status = document.getElementById('status');
const endpoint = location.pathname.replace(/\\/$/, '') + '/messages';
function add(who, text) {
  const item = document.createElement('p');
  item.className = 'message ' + who;
  item.dataset.from = who;
  item.textContent = text;
  log.appendChild(item);
  log.scrollTop = log.scrollHeight;
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const message = input.value.trim();
  if (!message) { status.textContent = cfg.text.empty; return; }
  add('visitor', message);
  input.value = '';
  send.disabled = true;
  status.textContent = cfg.text.typing;
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, name: cfg.name, lang: cfg.lang }) });
    const answer = await response.json();
    if (!response.ok || typeof answer.reply !== 'string') throw new Error('no reply');
    add('agent', answer.reply);
    status.textContent = '';
  } catch {
    status.textContent = cfg.text.failed;
  } finally {
    send.disabled = false;
    input.focus();
  }
});`;

/** The demo live chat: the visitor writes, the demo agent (demo-agent.ts) answers through the platform. */
export function liveChatPage(language: DemoLanguage, name: string): DemoPage {
  const text = DEMO_TEXTS[language];
  const config = { name, lang: language, text: { typing: text.chatTyping, failed: text.chatFailed, empty: text.chatEmpty } };
  const parts = [
    `<div class="log" id="log" role="log" aria-live="polite" data-testid="demo-chat-log">`,
    `<p class="message agent" data-from="agent">${escapeHtml(demoAgentWelcome(name, language))}</p></div>`,
    `<p class="status" id="status" role="status"></p>`,
    `<form id="form"><input id="input" name="message" maxlength="500" autocomplete="off" aria-label="${escapeHtml(text.chatPlaceholder)}" placeholder="${escapeHtml(text.chatPlaceholder)}" data-testid="demo-chat-input">`,
    `<button id="send" type="submit" data-testid="demo-chat-send">${escapeHtml(text.chatSend)}</button></form>`,
  ];
  const configScript = `<script type="application/json" id="cfg">${scriptJson(config)}</script>`;
  return { ...demoPage(language, text.chatTitle, parts, [configScript]), script: CHAT_SCRIPT };
}
