import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import activeBrand from '@playdeck/active-brand.json';
import { LANGUAGE_CODES, type LanguageCode } from '@playdeck/brand';
import { fakePlatform } from '@playdeck/testing/fake-platform';
import { storyBrands, storyCanvas } from './brand-themes.css';
import { StoryI18n } from './i18n';
import { fakePlatformLoader, withScreen } from './screen';

// Screens read the whitelabel flags as globals (build-time literals in the app): the runtime brand's, as in tests.
Object.assign(globalThis, { BRAND_FLAGS: { ...activeBrand.flags }, BRAND_AGENT_MENU: { ...activeBrand.agentMenu } });

// Screens call the fake platform the component tests use: the same handlers, served by a service worker
// (public/mockServiceWorker.js). Storybook's own files pass through.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' }, quiet: true }, fakePlatform.handlers);

function BrandFrame({ brandId, children }: { brandId: unknown; children: ReactNode }) {
  const brand = storyBrands.find(({ id }) => id === brandId) ?? storyBrands[0]!;

  // Modal, Sheet and Toast portal into <body>, outside the wrapper div, and need the theme's variables there too.
  useEffect(() => {
    document.body.classList.add(brand.themeClass);
    return () => document.body.classList.remove(brand.themeClass);
  }, [brand.themeClass]);

  return (
    <div className={`${brand.themeClass} ${storyCanvas}`} data-brand={brand.id}>
      {children}
    </div>
  );
}

const withBrand: Decorator = (Story, { globals }) => (
  <BrandFrame brandId={globals.brand}>
    <Story />
  </BrandFrame>
);

const withLanguage: Decorator = (Story, { globals }) => (
  <StoryI18n language={globals.language as LanguageCode}>
    <Story />
  </StoryI18n>
);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: storyBrands.map(({ id, name }) => ({ value: id, title: name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_CODES.map((code) => ({ value: code, title: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: storyBrands[0]?.id, language: 'EN' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  loaders: [mswLoader, fakePlatformLoader],
  // Last listed runs outermost: the theme wraps everything, including the i18n provider and a screen's providers.
  decorators: [withScreen, withLanguage, withBrand],
};

export default preview;
