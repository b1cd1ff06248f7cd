import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [],
  // stories need no service worker nor .br/.gz copies of their files (the storefront's build makes
  // both; compressing Storybook's thousand files took most of its build)
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter(
        (p) =>
          !(p && 'name' in p && (p.name.startsWith('vite-plugin-pwa') || p.name === 'dasturxon-precompress')),
      ),
  }),
};
export default config;
