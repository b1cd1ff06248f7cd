import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const Banners = block<'banners'>(BannersBlock, {});
export const BranchesTeaser = block<'branches-teaser'>(BranchesTeaserBlock, {});
export const Promos = block<'promo'>(PromoBlock, {});
export const Footer = block<'footer'>(FooterBlock, {});
export const FooterWithoutLinks: Story = {
  ...block<'footer'>(FooterBlock, {}),
  parameters: { merchant: 'night' },
};
