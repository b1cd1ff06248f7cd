import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGS } from '../../src/domain/language';
import { demoFolder, type DEMO_MERCHANTS, type Folder } from './folder-files';
import { Studio } from './studio';
import { STUDIO_PAGES } from './studio-pages';

/**
 * The onboarding studio: start from a demo merchant or open a configuration folder, see every
 * page in every language, theme, channel and width, edit the files with validate's problems
 * beside them, and download the folder. Each demo merchant's story is also a test: every page
 * renders, in every language the merchant offers, with no error page and no console error.
 */
const meta = {
  title: 'Onboarding/Studio',
  parameters: { ownStorefront: true, layout: 'fullscreen', viewport: { disable: true } },
  // the studio has its own widths: the frame fills the manager's canvas (a story global locks it,
  // over the phone viewport every other story opens in; "100pct-100pct" is the addon's own form)
  globals: { viewport: { value: '100pct-100pct', isRotated: false } },
  loaders: [async ({ parameters }) => ({ folder: await demoFolder(parameters.merchant ?? 'demo') })],
  render: (_args, { loaded }) => <Studio initial={loaded.folder as Folder} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Storefront preview"]');

/** The preview once its page has rendered: the page's main content, no loading placeholder left. */
async function renderedPage(canvasElement: HTMLElement, before?: string): Promise<HTMLElement> {
  let main: HTMLElement | null = null;
  await waitFor(() => {
    main =
      preview(canvasElement)?.contentDocument?.querySelector<HTMLElement>('#main, .center-screen') ?? null;
    expect(main?.textContent?.trim()).toBeTruthy();
    expect(main?.querySelector('.skeleton')).toBeNull();
    if (before !== undefined) expect(main?.textContent).not.toBe(before);
  });
  return main as unknown as HTMLElement;
}

/** Every page, in every language the merchant offers: rendered, not the error page, nothing on the console. */
const everyPage =
  (merchant: (typeof DEMO_MERCHANTS)[number]): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      // a merchant without a Yandex key gets Leaflet quietly (validate warns at import): nothing is tolerated here
      errors.push(args);
      original(...args);
    };
    try {
      await canvas.findByRole('toolbar', { name: 'Preview' });
      let shown = '';
      for (const lang of LANGS) {
        const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
        if (![...select.options].some((o) => o.value === lang)) continue;
        await userEvent.selectOptions(select, lang);
        for (const page of STUDIO_PAGES) {
          await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Page' }), page.id);
          // a page of its own, not the one before it still on screen
          const main = await renderedPage(canvasElement, shown);
          shown = main.textContent ?? '';
          const errorPage = main.querySelector('[role="alert"] .page-title');
          expect(errorPage, `${merchant} ${lang} ${page.id}`).toBeNull();
          if (page.id === 'not-found') expect(main.textContent).toContain('404');
          expect(main.closest('[lang]')?.getAttribute('lang')).toBe(lang);
        }
      }
      expect(errors, `${merchant}: console errors`).toEqual([]);
    } finally {
      console.error = original;
    }
  };

/**
 * Staff edit a file: a broken one is named with its line and column and the preview keeps the
 * last valid version; a valid change (a new brand colour, a renamed brand) shows at once.
 */
export const Editing: Story = {
  parameters: { merchant: 'osh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'settings.json' }));
    const editor = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'settings.json' });
    const valid = editor.value;
    await renderedPage(canvasElement);

    await userEvent.clear(editor);
    await userEvent.paste(valid.replace('"mainColor"', '"mainColour"'));
    const problems = await canvas.findByRole('alert');
    await expect(problems).toHaveTextContent(
      'settings.json /: "mainColour" is not a setting — did you mean mainColor?',
    );
    await expect(canvas.getByRole('note')).toHaveTextContent('last valid version');
    await expect(canvas.getByRole('tab', { name: /settings\.json \(\d+\)/ })).toBeVisible();

    await userEvent.clear(editor);
    await userEvent.paste(valid.slice(0, -3));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /settings\.json \/: not JSON at line \d+, column \d+/,
    );

    const settings = JSON.parse(valid) as { brand: string; mainColor: string };
    await userEvent.clear(editor);
    await userEvent.paste(
      JSON.stringify({ ...settings, brand: 'Zafar Kebab', mainColor: '#0E7490' }, null, 2),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('valid');
    await waitFor(async () => {
      const main = await renderedPage(canvasElement);
      const doc = main.ownerDocument;
      await expect(within(doc.body).getByRole('link', { name: 'Zafar Kebab' })).toBeVisible();
      const primary = getComputedStyle(main.closest('[lang]') as HTMLElement).getPropertyValue('--primary');
      await expect(primary.trim().toUpperCase()).toBe('#0E7490');
    });
  },
};

/** Where onboarding staff start: the demo merchant's folder, ready to be replaced by theirs. */
export const Studio_: Story = { name: 'Studio' };

export const EveryPageDemo: Story = {
  name: 'Every page: demo',
  parameters: { merchant: 'demo' },
  play: everyPage('demo'),
};
export const EveryPageOsh: Story = {
  name: 'Every page: osh',
  parameters: { merchant: 'osh' },
  play: everyPage('osh'),
};
export const EveryPageNight: Story = {
  name: 'Every page: night',
  parameters: { merchant: 'night' },
  play: everyPage('night'),
};
