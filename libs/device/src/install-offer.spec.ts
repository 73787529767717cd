import { describe, expect, it } from 'vitest';
import { installOffer, type InstallOfferFacts } from './install-offer';
import { UA } from './user-agents.fixture';

const facts = (userAgent: string, more: Partial<InstallOfferFacts> = {}): InstallOfferFacts => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  webClip: false,
  promptAvailable: false,
  ...more,
});

describe('installOffer', () => {
  it("offers Android's install dialog only once Chrome made it available", () => {
    expect(installOffer(facts(UA.androidChrome, { promptAvailable: true }))).toBe('prompt');
    expect(installOffer(facts(UA.androidChrome))).toBeNull();
    // A computer's Chrome has a prompt too, but the bar and popup are about phones.
    expect(installOffer(facts(UA.desktopChrome, { promptAvailable: true, maxTouchPoints: 0 }))).toBeNull();
  });

  it('shows the web-clip steps in iOS Safari that can run home-screen web apps', () => {
    expect(installOffer(facts(UA.iphoneSafari16))).toBe('web-clip-steps');
    expect(installOffer(facts(UA.ipadDesktopSafari))).toBe('web-clip-steps');
    expect(installOffer(facts(UA.iphoneSafari11_2))).toBeNull();
    expect(installOffer(facts(UA.iphoneChrome))).toBeNull();
    expect(installOffer(facts(UA.iphoneFacebook))).toBeNull();
  });

  it('offers nothing once the site runs from the home screen or in the native app', () => {
    expect(installOffer(facts(UA.androidChrome, { promptAvailable: true, standalone: true }))).toBeNull();
    expect(installOffer(facts(UA.iphoneSafari16, { standalone: true }))).toBeNull();
    expect(installOffer(facts(UA.iphoneSafari16, { webClip: true }))).toBeNull();
    expect(installOffer(facts(UA.nativeAppIos))).toBeNull();
  });
});
