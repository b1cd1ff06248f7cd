import { fixtureCustomer } from '../support/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BasketBlock from '../../src/blocks/basket/basket.block';
import CartRecommendationsBlock from '../../src/blocks/cart-recommendations/cart-recommendations.block';
import CashbackBlock from '../../src/blocks/cashback/cashback.block';
import ProfileHeaderBlock from '../../src/blocks/profile-header/profile-header.block';
import NotificationsBlock from '../../src/blocks/notifications/notifications.block';
import ProfileLinksBlock from '../../src/blocks/profile-links/profile-links.block';
import type { ResolvedBlockProps } from '../../src/engine/block-props.gen';
import type { BlockType } from '../../src/engine/layout-types';
import type { BlockComponent } from '../../src/engine/registry';

const meta = {
  title: 'Blocks/Basket and profile',
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

const customer = fixtureCustomer;
/** One block with the props a layout gives it (its type's, the schema's defaults under them). */
const block = <T extends BlockType>(Component: BlockComponent<T>, props: ResolvedBlockProps[T]): Story => ({
  render: () => <Component id="story" props={props} />,
});

export const Basket = block<'basket'>(BasketBlock, {});
export const CartRecommendations = block<'cart-recommendations'>(CartRecommendationsBlock, {
  title: 'basket.recommendations',
  limit: 6,
});
export const ProfileHeaderGuest = block<'profile-header'>(ProfileHeaderBlock, {});
export const ProfileHeaderCustomer: Story = {
  ...block<'profile-header'>(ProfileHeaderBlock, {}),
  parameters: { storefront: { user: customer } },
};
export const Cashback: Story = {
  ...block<'cashback'>(CashbackBlock, {}),
  parameters: { storefront: { user: customer, state: 'loading' } },
};
export const ProfileLinksGuest = block<'profile-links'>(ProfileLinksBlock, {});
export const ProfileLinksCustomer: Story = {
  ...block<'profile-links'>(ProfileLinksBlock, {}),
  parameters: { storefront: { user: customer } },
};

export const Notifications: Story = {
  render: () => <NotificationsBlock />,
  parameters: { storefront: { user: customer } },
};
