import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import en from '../../locales/en/ops-pictures.json';
import ru from '../../locales/ru/ops-pictures.json';
import uz from '../../locales/uz/ops-pictures.json';
import { PictureUpload } from '../../src/ops/manage/picture-upload';
import { PictureRefused, type UploadPicture } from '../../src/ops/manage/picture-upload-api';

const STRINGS = { en, ru, uz } as const;

/** The desk's pictures strings (the desk loads every ops-*.json; a story adds its own). */
const withPictureStrings: Decorator = (Story, context) => {
  const i18n = context.loaded.i18n as I18n;
  const lang = i18n.language as keyof typeof STRINGS;
  i18n.addResourceBundle(lang, 'ops-pictures', STRINGS[lang] ?? en);
  return (
    <div style={{ padding: 16, maxWidth: 480 }}>
      <Story />
    </div>
  );
};

/** A phone's photo, made in the browser: 1200 × 900 with a plate in the middle. */
async function photo(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 900;
  const c = canvas.getContext('2d') as CanvasRenderingContext2D;
  c.fillStyle = '#8a5a2b';
  c.fillRect(0, 0, 1200, 900);
  c.fillStyle = '#f3e2b3';
  c.beginPath();
  c.arc(600, 450, 320, 0, Math.PI * 2);
  c.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], 'plov.png', { type: 'image/png' });
}

const stored: UploadPicture = async (picture) => ({
  name: `m1-story${picture.size}.jpg`,
  width: 1200,
  height: 700,
  placeholder: 'data:image/webp;base64,',
});

const meta = {
  title: 'Ops/Picture upload',
  component: PictureUpload,
  decorators: [withPictureStrings],
  args: { aspect: 1, upload: stored, onUploaded: fn(), subject: 'Toshkent oshi' },
} satisfies Meta<typeof PictureUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A square card's photo: chosen, framed, saved; the form gets the stored picture's name. */
export const SquareCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('picture-file'), await photo());
    const save = await canvas.findByRole('button', { name: en.save });
    // the cropper reports the framed area once it has drawn the photo
    await waitFor(() => expect(canvasElement.querySelector('.reactEasyCrop_CropArea')).not.toBeNull());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onUploaded).toHaveBeenCalledWith(expect.stringMatching(/^m1-story/), expect.anything()),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(en.saved);
  },
  globals: { lang: 'en' },
};

/** A BIG card's photo (720 × 420): the frame takes the card's wide shape. */
export const WideCard: Story = { args: { aspect: 720 / 420 }, globals: { lang: 'ru' } };

/** The dish has a photo already: it shows, and the button changes it. */
export const WithCurrent: Story = {
  args: {
    current:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%238a5a2b'/%3E%3Ccircle cx='48' cy='48' r='30' fill='%23f3e2b3'/%3E%3C/svg%3E",
  },
  globals: { lang: 'uz' },
};

/** The server refuses (here: too many pixels): its words show, the frame stays for another try. */
export const Refused: Story = {
  args: {
    upload: async () => {
      throw new PictureRefused(en.tooBig);
    },
  },
  globals: { lang: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('picture-file'), await photo());
    await waitFor(() => expect(canvasElement.querySelector('.reactEasyCrop_CropArea')).not.toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.tooBig);
    await expect(canvas.getByRole('button', { name: en.save })).toBeEnabled();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};
