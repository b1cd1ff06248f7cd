import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { TEST_TIMEOUTS } from '../src/test/timeouts';
import { createI18n } from '../src/i18n/i18n';
import type { Lang } from '../src/domain/localized';
import '../src/ui/global.css';
import { FIXTURES, type MerchantKey } from '../stories/support/fixtures';
import { FixtureStorefront, type FixtureOptions } from '../stories/support/storefront';

// Story tests run in Chromium alongside other work: findBy* waits as long as a journey would.
configure({ asyncUtilTimeout: TEST_TIMEOUTS.expectMs });

/** Each story gets its language's strings before it renders. */
const i18nLoader: Loader = async ({ globals }) => ({
  i18n: await createI18n((globals.lang ?? 'uz') as Lang),
});

const withStorefront: Decorator = (Story, context) => {
  // the onboarding studio brings its own storefront, from the folder it is given
  if (context.parameters.ownStorefront) return <Story />;
  const merchant = (context.parameters.merchant ?? context.globals.merchant ?? 'demo') as MerchantKey;
  const fixture = FIXTURES[merchant];
  const params = (context.parameters.storefront ?? {}) as Partial<FixtureOptions>;
  const theme = context.globals.theme as 'merchant' | 'light' | 'dark';
  const settings = {
    ...params.settings,
    ...(theme === 'light' ? { isDark: false } : theme === 'dark' ? { isDark: true } : {}),
  };
  return (
    <FixtureStorefront
      key={`${merchant}-${context.globals.lang}-${theme}-${context.id}`}
      options={{ ...params, fixture, settings, i18n: context.loaded.i18n }}
    >
      <Story />
    </FixtureStorefront>
  );
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 360×780', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        telegram: {
          name: 'Telegram Mini App 390×694',
          styles: { width: '390px', height: '694px' },
          type: 'mobile',
        },
      },
    },
  },
  initialGlobals: {
    lang: 'uz',
    theme: 'merchant',
    merchant: 'demo',
    viewport: { value: 'phone', isRotated: false },
  },
  globalTypes: {
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'uz', title: "O'zbekcha" },
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'merchant', title: "Merchant's" },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    merchant: {
      description: 'Demo merchant configuration',
      toolbar: {
        title: 'Merchant',
        icon: 'user',
        items: [
          { value: 'demo', title: 'demo' },
          { value: 'osh', title: 'osh' },
          { value: 'night', title: 'night' },
        ],
        dynamicTitle: true,
      },
    },
  },
  loaders: [i18nLoader],
  decorators: [withStorefront],
};
export default preview;
