import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformServices } from '../../services';

/** The languages the demo pages speak; any other falls back to English. */
export type DemoLanguage = 'EN' | 'TY';

export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page's language: `lang` in the query (the live chat's launch names it), else the browser's (Vietnamese
 * is the platform's TY), else English.
 */
export function demoLanguage(request: FastifyRequest<{ Querystring: { lang?: unknown } }>): DemoLanguage {
  const asked = typeof request.query.lang === 'string' ? request.query.lang.toUpperCase() : '';
  if (asked === 'EN' || asked === 'TY') return asked;
  return /^\s*vi\b/i.test(request.headers['accept-language'] ?? '') ? 'TY' : 'EN';
}

/**
 * Who may frame the demo pages: the site itself (it proxies /wps) and every loaded brand's domains, which frame
 * the live chat when api.origin puts the platform on another origin. Nobody else.
 */
export function frameAncestors(services: PlatformServices): string {
  const domains = services.brands.flatMap((brand) => brand.config.domains).filter((domain) => domain !== 'localhost');
  return ["'self'", ...new Set(domains.map((domain) => `https://${domain}`))].join(' ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.45}
main{max-width:560px;margin:0 auto;padding:20px 16px}
h1{font-size:22px;margin:0 0 8px}
h2{font-size:17px;margin:20px 0 8px}
p{margin:0 0 12px}
.card{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.demo{font-size:13px;color:#4b5563}
a.button,button{display:inline-block;font:inherit;font-weight:700;padding:12px 20px;border-radius:999px;border:0;background:#0b7e57;color:#fff;text-decoration:none;cursor:pointer}
button:disabled{opacity:.6}
dl{margin:0}dt{font-weight:700;margin-top:10px}dd{margin:2px 0 0}
.log{display:flex;flex-direction:column;gap:8px;min-height:240px;max-height:60vh;overflow-y:auto;padding:4px 0 12px}
.message{max-width:80%;padding:10px 14px;border-radius:16px;white-space:pre-wrap;overflow-wrap:anywhere}
.agent{align-self:flex-start;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.visitor{align-self:flex-end;background:#0b7e57;color:#fff}
.status{font-size:13px;color:#4b5563;min-height:18px}
form{display:flex;gap:8px}
input{flex:1;font:inherit;padding:12px 14px;border-radius:999px;border:1px solid #858c98;min-width:0}`;

export interface DemoPage {
  language: DemoLanguage;
  title: string;
  /** The page's body, already escaped where it holds text from outside. */
  body: string;
  /** A script of the page's own (no imports, plain DOM), run under the page's nonce. */
  script?: string;
}

function pageHtml(page: DemoPage, nonce: string): string {
  return [
    '<!doctype html>',
    `<html lang="${page.language === 'TY' ? 'vi' : 'en'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style></head>`,
    `<body><main>${page.body}</main>`,
    page.script ? `<script nonce="${nonce}">${page.script}</script>` : '',
    '</body></html>',
  ].join('');
}

/** Answers a demo page: one self-contained document, its style and script allowed by nonce only. */
export function sendDemoPage(reply: FastifyReply, services: PlatformServices, page: DemoPage) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors(services)}`,
    )
    .send(pageHtml(page, nonce));
}
