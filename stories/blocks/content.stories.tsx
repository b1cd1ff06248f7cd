import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import BannersBlock from '../../src/blocks/banners/banners.block';
import BranchesTeaserBlock from '../../src/blocks/branches-teaser/branches-teaser.block';
import FooterBlock from '../../src/blocks/footer/footer.block';
import PromoBlock from '../../src/blocks/promo/promo.block';
import StoriesBlock from '../../src/blocks/stories/stories.block';
import type { BlockProps } from '../../src/engine/registry';

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

const block = (Component: ComponentType<BlockProps<never>>, props: object = {}): Story => ({
  render: () => <Component id="story" props={props as never} />,
});

export const Stories = block(StoriesBlock as never);
export const StoriesNone: Story = {
  ...block(StoriesBlock as never),
  parameters: { merchant: 'osh', storefront: { state: 'error' } },
};
export const Banners = block(BannersBlock as never);
export const BranchesTeaser = block(BranchesTeaserBlock as never);
export const Promos = block(PromoBlock as never);
export const Footer = block(FooterBlock as never);
export const FooterWithoutLinks: Story = {
  ...block(FooterBlock as never),
  parameters: { merchant: 'night' },
};
