import { describe, expect, it } from 'vitest';
import { cardChoice, choiceCard, offeredPayments, offeredServices } from './payments';

const offers = [
  { type: 'CASH', webEnabled: true, botEnabled: true, isActive: true },
  { type: 'PAYME', webEnabled: true, botEnabled: false, isActive: true },
  { type: 'CLICK', webEnabled: true, botEnabled: true, isActive: false },
  { type: 'UZUM', webEnabled: true, botEnabled: true, isActive: true },
];

describe('payments and services', () => {
  it('offers a method only when active, enabled for the channel and on in settings', () => {
    const settings = { cashActive: true, paymeActive: true, clickActive: true, uzumActive: false };
    expect(offeredPayments(offers, settings, 'WEB')).toEqual(['CASH', 'PAYME']);
    expect(offeredPayments(offers, settings, 'BOT')).toEqual(['CASH']);
  });

  it('offers a service only when the settings and the branch both enable it', () => {
    const settings = { deliveryActive: true, pickupActive: true, dineInActive: true };
    expect(
      offeredServices(settings, { deliveryEnabled: true, pickupEnabled: false, dineinEnabled: true }),
    ).toEqual(['DELIVERY', 'DINE_IN']);
    expect(offeredServices({ ...settings, deliveryActive: false }, null)).toEqual(['PICK_UP', 'DINE_IN']);
  });
});

describe('saved cards among the payment choices', () => {
  it('name their card, and nothing else reads as one', () => {
    expect(choiceCard(cardChoice(12))).toBe(12);
    for (const other of ['PAYME', 'OTHER', 'CARD:', 'CARD:x', 'xCARD:1', null])
      expect(choiceCard(other)).toBeNull();
  });
});
