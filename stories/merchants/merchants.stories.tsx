import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DefaultLayout } from '../../src/app/layouts/default-layout';
import { HomePage } from '../../src/app/pages/layout-pages';

/** Each demo merchant's whole home page, from its settings and layout document. */
const meta = {
  title: 'Merchants/Home page',
  render: () => (
    <DefaultLayout title="home">
      <HomePage />
    </DefaultLayout>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {
  parameters: { merchant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Dasturxon' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Milliy taomlar' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Hikoyalar' })).toBeVisible();
  },
};
export const Osh: Story = {
  parameters: { merchant: 'osh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Milliy taomlar' })).toBeVisible();
    // osh turns stories off and shows no group titles
    await expect(canvas.queryByRole('region', { name: 'Hikoyalar' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Oshxona' })).toBeNull();
  },
};
export const Night: Story = {
  parameters: { merchant: 'night' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Milliy taomlar' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Aksiyalar' })).toBeNull();
  },
};
