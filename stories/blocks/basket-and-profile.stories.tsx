import { fixtureCustomer } from '../support/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import BasketBlock from '../../src/blocks/basket/basket.block';
import CartRecommendationsBlock from '../../src/blocks/cart-recommendations/cart-recommendations.block';
import CashbackBlock from '../../src/blocks/cashback/cashback.block';
import ProfileHeaderBlock from '../../src/blocks/profile-header/profile-header.block';
import NotificationsBlock from '../../src/blocks/notifications/notifications.block';
import ProfileLinksBlock from '../../src/blocks/profile-links/profile-links.block';
import type { BlockProps } from '../../src/engine/registry';

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
const block = (Component: ComponentType<BlockProps<never>>, props: object = {}): Story => ({
  render: () => <Component id="story" props={props as never} />,
});

export const Basket = block(BasketBlock as never);
export const CartRecommendations = block(CartRecommendationsBlock as never, {
  title: 'basket.recommendations',
  limit: 6,
});
export const ProfileHeaderGuest = block(ProfileHeaderBlock as never);
export const ProfileHeaderCustomer: Story = {
  ...block(ProfileHeaderBlock as never),
  parameters: { storefront: { user: customer } },
};
export const Cashback: Story = {
  ...block(CashbackBlock as never),
  parameters: { storefront: { user: customer, state: 'loading' } },
};
export const ProfileLinksGuest = block(ProfileLinksBlock as never);
export const ProfileLinksCustomer: Story = {
  ...block(ProfileLinksBlock as never),
  parameters: { storefront: { user: customer } },
};

export const Notifications: Story = {
  render: () => <NotificationsBlock />,
  parameters: { storefront: { user: customer } },
};
