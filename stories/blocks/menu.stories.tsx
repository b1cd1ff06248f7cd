import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MenuBlock from '../../src/blocks/menu/menu.block';

const meta = {
  title: 'Blocks/Menu',
  component: MenuBlock,
  args: { id: 'menu', props: { showGroups: true } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutGroups: Story = { args: { props: { showGroups: false } } };
export const Loading: Story = {
  parameters: { storefront: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Menyu yuklanmoqda');
  },
};
export const Failed: Story = {
  parameters: { storefront: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Menyu yuklanmadi');
  },
};

/** Every category in one view type, to compare BIG, MEDIUM and SMALL cards. */
export const BigCards: Story = { parameters: { storefront: { categoryView: { viewType: 'BIG' } } } };
export const MediumCards: Story = { parameters: { storefront: { categoryView: { viewType: 'MEDIUM' } } } };
export const SmallCards: Story = {
  parameters: { storefront: { categoryView: { viewType: 'SMALL' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.product--small').length).toBeGreaterThan(10);
    await expect(canvasElement.querySelectorAll('.product--big').length).toBe(0);
  },
};
export const HorizontalRows: Story = {
  parameters: { storefront: { categoryView: { viewType: 'MEDIUM', scrollType: 'HORIZONTAL' } } },
};
