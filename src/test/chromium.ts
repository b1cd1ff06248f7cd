import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, the whole browser: `CHROMIUM_PATH` when set. */
export const wholeChromium = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium most journeys and the story tests drive: Debian's headless shell when it is
 * installed (the same engine without the desktop browser's windowing and compositing: the journeys
 * took a sixth less time on it), else the whole browser; `CHROMIUM_PATH` when set.
 */
export const testChromium = (): string =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : wholeChromium());

/** How the tests launch a Chromium: quiet (no updates, sync or first-run pages in the way). */
export const launchOptions = (executablePath: string) => ({
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
