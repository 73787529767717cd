/** The two phones the Playwright journeys emulate (playwright.config.ts), at their screen sizes. */
export const PHONE_VIEWPORTS = {
  pixel7: { name: 'Pixel 7', styles: { width: '412px', height: '915px' }, type: 'mobile' },
  iphone13: { name: 'iPhone 13', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export const DEFAULT_VIEWPORT: keyof typeof PHONE_VIEWPORTS = 'pixel7';
