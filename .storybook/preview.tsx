import { useEffect, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { activateBrand, storyBrands } from 'virtual:playdeck/story-brands';
import type { LanguageCode } from '@playdeck/brand';
import { LANGUAGES } from '@playdeck/i18n';
import { fakePlatform } from '@playdeck/testing/fake-platform';
import { brandThemeClasses, componentCanvas, screenCanvas } from './brand-themes.css';
import { StoryI18n } from './i18n';
import { fakePlatformLoader, withScreen } from './screen';
import { PHONE_VIEWPORTS, DEFAULT_VIEWPORT } from './viewports';

// Screens call the fake platform the component tests use: the same handlers, served by a service worker
// (public/mockServiceWorker.js). Storybook's own files pass through.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' }, quiet: true }, fakePlatform.handlers);

/** The toolbar's brand, before anything reads the brand: loaders (the fake platform's world) and every render. */
const brandLoader: Loader = ({ globals }) => {
  activateBrand(globals.brand);
  return {};
};

function BrandFrame({
  themeClass,
  canvas,
  brandId,
  children,
}: {
  themeClass: string;
  canvas: string;
  brandId: string;
  children: ReactNode;
}) {
  // Modal, Sheet and Toast portal into <body>, outside the wrapper div, and need the theme's variables there too.
  useEffect(() => {
    document.body.classList.add(themeClass);
    return () => document.body.classList.remove(themeClass);
  }, [themeClass]);

  return (
    <div className={`${themeClass} ${canvas}`} data-brand={brandId}>
      {children}
    </div>
  );
}

/** Activates the toolbar's brand in the module the app reads (virtual:playdeck/brand) and remounts the story under it. */
const withBrand: Decorator = (Story, { globals, parameters }) => {
  const active = activateBrand(globals.brand);
  return (
    <BrandFrame
      key={active.id}
      brandId={active.id}
      themeClass={brandThemeClasses[active.id]!}
      canvas={parameters.screen ? screenCanvas : componentCanvas}
    >
      <Story />
    </BrandFrame>
  );
};

/** Puts the language the story shows in the toolbar, when the brand does not offer the one picked there. */
function ShowLanguage({ language, children }: { language: LanguageCode; children: ReactNode }) {
  useEffect(() => {
    addons.getChannel().emit(UPDATE_GLOBALS, { globals: { language } });
  }, [language]);
  return children;
}

/** The toolbar's language when the brand offers it, else the brand's default, which the toolbar then shows. */
const withLanguage: Decorator = (Story, { globals }) => {
  const active = activateBrand(globals.brand);
  const offered = (active.languages.supported as readonly unknown[]).includes(globals.language);
  const language = offered ? (globals.language as LanguageCode) : active.languages.default;
  const story = (
    <StoryI18n brandId={active.id} language={language}>
      <Story />
    </StoryI18n>
  );
  return offered ? story : <ShowLanguage language={language}>{story}</ShowLanguage>;
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand: theme, images, brand.json settings and flags, languages and copy',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: storyBrands.map(({ id, name }) => ({ value: id, title: name, right: id })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language (a brand that does not offer it shows its default language)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // Every language with a locale folder (libs/i18n/src/locales/<code>).
        items: Object.keys(LANGUAGES).map((code) => ({
          value: code,
          title: code,
          right: storyBrands
            .filter(({ languages }) => !(languages.supported as readonly string[]).includes(code))
            .map(({ id }) => `not ${id}`)
            .join(', '),
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: storyBrands[0]?.id, language: 'EN', viewport: { value: DEFAULT_VIEWPORT, isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: PHONE_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    // addon-a11y: axe runs on every story and lists its findings in the panel; it does not fail stories.
    a11y: { test: 'todo' },
  },
  loaders: [brandLoader, mswLoader, fakePlatformLoader],
  // Last listed runs outermost: the brand wraps everything, including the i18n provider and a screen's providers.
  decorators: [withScreen, withLanguage, withBrand],
};

export default preview;
