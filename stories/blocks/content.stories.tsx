import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BannersBlock from '../../src/blocks/banners/banners.block';
import BranchesTeaserBlock from '../../src/blocks/branches-teaser/branches-teaser.block';
import FooterBlock from '../../src/blocks/footer/footer.block';
import PromoBlock from '../../src/blocks/promo/promo.block';
import StoriesBlock from '../../src/blocks/stories/stories.block';
import type { ResolvedBlockProps } from '../../src/engine/block-props.gen';
import type { BlockType } from '../../src/engine/layout-types';
import type { BlockComponent } from '../../src/engine/registry';

/** Content blocks of the home page, each with data, and empty where the merchant has none. */
const meta = {
  title: 'Blocks/Content',
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** One block with the props a layout gives it (its type's, the schema's defaults under them). */
const block = <T extends BlockType>(Component: BlockComponent<T>, props: ResolvedBlockProps[T]): Story => ({
  render: () => <Component id="story" props={props} />,
});

export const Stories = block<'stories'>(StoriesBlock, {});
export const StoriesNone: Story = {
  ...block<'stories'>(StoriesBlock, {}),
  parameters: { merchant: 'osh', storefront: { state: 'error' } },
};
/** osh's banners: headline, offer and button over each picture, on a shade (the layout's default). */
export const Banners: Story = {
  ...block<'banners'>(BannersBlock, { text: 'over' }),
  parameters: { merchant: 'osh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kunning taomi: Toshkent oshi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buyurtma berish' }).getAttribute('href')).toMatch(
      /\/product\//,
    );
  },
};
/** The same in Russian. */
export const BannersInRussian: Story = {
  ...Banners,
  globals: { lang: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Блюдо дня: ташкентский плов')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Промокоды' })).toHaveAttribute('href', '/profile/promos');
  },
};
/** demo's banners: the words on a panel below each picture, in English, on a dark theme. */
export const BannersBelowDark: Story = {
  ...block<'banners'>(BannersBlock, { text: 'below' }),
  parameters: { merchant: 'demo' },
  globals: { lang: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('With qazi and quail eggs, hot from the kazan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the menu' }).getAttribute('href')).toMatch(
      /\/category#/,
    );
  },
};
export const BranchesTeaser = block<'branches-teaser'>(BranchesTeaserBlock, {});
export const Promos = block<'promo'>(PromoBlock, {});
export const Footer = block<'footer'>(FooterBlock, {});
export const FooterWithoutLinks: Story = {
  ...block<'footer'>(FooterBlock, {}),
  parameters: { merchant: 'night' },
};
