import type { Page } from '@playwright/test';

/*
 * Content-Security-Policy reports a page makes (tools/scripts/security-headers.mjs: no inline script, the
 * prerendered shell's style by its hash): `securitypolicyviolation` events and CSP errors on the console.
 *
 * One report is expected and not a fault: the demo world's announcements and promotions carry hostile HTML
 * (`<img onerror=…>`, the XSS probes), and Chrome reports a blocked inline handler as soon as any HTML parser
 * (DOMParser, which DOMPurify uses in the rich-text chunk) meets one, before the sanitiser drops it. Those reports,
 * script-src-attr from the rich-text chunk, are the policy doing its work; every other report is a fault.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  /** Where: the element (for an attribute) or the script that did it. */
  source: string;
}

/** Runs in every page from its start: records each CSP violation the page reports. */
function recordViolations() {
  const violations: Violation[] = [];
  (window as unknown as { cspViolations: Violation[] }).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push({
      directive: event.violatedDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      source: `${event.sourceFile}:${event.lineNumber} ${(event.target as Element | null)?.outerHTML?.slice(0, 160) ?? ''}`,
    }),
  );
}

/** The sanitiser parsing the demo world's hostile server HTML: an inline handler reported, never run. */
const sanitiserMeetingHostileHtml = (violation: Violation) =>
  violation.directive === 'script-src-attr' && /\/m\/assets\/rich-text-[\w-]{8}\.js:/.test(violation.source);

export interface CspWatch {
  /** The reports since the last call, each prefixed with the place the page was at; empties the page's list. */
  take(place: string): Promise<string[]>;
}

/** Watches a page's CSP reports from its next load on (call before the first goto). */
export async function watchCsp(page: Page): Promise<CspWatch> {
  let consoleProblems: string[] = [];
  page.on('console', (message) => {
    const location = message.location().url;
    const handlerInSanitiser = /inline event handler/.test(message.text()) && /\/m\/assets\/rich-text-/.test(location);
    if (/Content Security Policy/i.test(message.text()) && !handlerInSanitiser)
      consoleProblems.push(`console: ${message.text()} (${location})`);
  });
  await page.addInitScript(recordViolations);
  return {
    async take(place) {
      const violations = await page.evaluate(() => {
        const list = (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [];
        return list.splice(0, list.length);
      });
      const problems = [
        ...consoleProblems,
        ...violations
          .filter((violation) => !sanitiserMeetingHostileHtml(violation))
          .map((violation) => `${violation.directive} blocked ${violation.blocked} ${violation.sample} at ${violation.source}`),
      ].map((problem) => `${place}: ${problem}`);
      consoleProblems = [];
      return problems;
    },
  };
}
