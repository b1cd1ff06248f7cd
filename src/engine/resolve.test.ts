import { describe, expect, it } from 'vitest';
import current from '../../schemas/layouts/default.json';
import { BLOCK_FEATURES, type LayoutDocument } from './layout-types';
import { LayoutVersionError, migrateLayout } from '../domain/layout-migrate';
import { resolvePage } from './resolve';

const all = {
  storiesActive: true,
  bannersActive: true,
  branchesActive: true,
  promoActive: true,
  cashbackActive: true,
  cartPageActive: true,
  notificationsActive: true,
};
const doc: LayoutDocument = {
  version: 2,
  pages: {
    home: {
      blocks: [
        { id: 'stories', type: 'stories' },
        { id: 'banners', type: 'banners' },
        { id: 'menu', type: 'menu' },
        { id: 'branches', type: 'branches-teaser' },
        { id: 'promo', type: 'promo' },
        { id: 'cashback', type: 'cashback' },
        { id: 'notifications', type: 'notifications' },
        { id: 'only-dark', type: 'footer', when: ['isDark'] },
      ],
    },
    basket: { blocks: [{ id: 'basket', type: 'basket' }] },
  },
};
const ids = (settings: Record<string, unknown>, page: 'home' | 'basket' = 'home') =>
  resolvePage(doc, page, settings).map((b) => b.id);

describe('settings decide which blocks render (truth table)', () => {
  it('renders every block when every feature is on', () => {
    expect(ids(all)).toEqual([
      'stories',
      'banners',
      'menu',
      'branches',
      'promo',
      'cashback',
      'notifications',
    ]);
  });
  it.each(Object.entries(BLOCK_FEATURES))('%s disappears when %s is off', (type, flag) => {
    const page = type === 'basket' ? 'basket' : 'home';
    const on = resolvePage(doc, page, all).map((b) => b.type);
    const off = resolvePage(doc, page, { ...all, [flag]: false }).map((b) => b.type);
    expect(on).toContain(type);
    expect(off).not.toContain(type);
  });
  it('needs every `when` flag', () => {
    expect(ids({ ...all, isDark: true })).toContain('only-dark');
    expect(ids(all)).not.toContain('only-dark');
  });
});

describe('the Telegram surface', () => {
  const withTelegram: LayoutDocument = {
    ...doc,
    telegram: { pages: { home: { blocks: [{ id: 'menu', type: 'menu' }] } } },
  };
  it('uses the Telegram variant of a page inside Telegram, the web page on the web', () => {
    expect(resolvePage(withTelegram, 'home', all, 'telegram').map((b) => b.id)).toEqual(['menu']);
    expect(resolvePage(withTelegram, 'home', all, 'web').map((b) => b.id)).toContain('stories');
  });
  it("falls back to the web's page where the Telegram variant leaves one out", () => {
    const basket = { blocks: [{ id: 'basket', type: 'basket' as const }] };
    const both: LayoutDocument = { ...withTelegram, pages: { ...doc.pages, basket } };
    expect(resolvePage(both, 'basket', all, 'telegram').map((b) => b.id)).toEqual(['basket']);
  });
});

describe('layout migrations', () => {
  it('upgrades a v1 document (string `when`) to v2', () => {
    const { doc: migrated, applied } = migrateLayout({
      version: 1,
      pages: { home: { blocks: [{ id: 's', type: 'stories', when: 'storiesActive' }] } },
    });
    expect(applied).toEqual([1]);
    expect(migrated).toEqual({
      version: 2,
      pages: { home: { blocks: [{ id: 's', type: 'stories', when: ['storiesActive'] }] } },
    });
  });
  it('leaves a current document alone and refuses one from the future', () => {
    expect(migrateLayout(current).applied).toEqual([]);
    expect(() => migrateLayout({ version: 99, pages: {} })).toThrow(LayoutVersionError);
  });
});

describe("a block's props", () => {
  it("are the document's over the schema's defaults", () => {
    const page: LayoutDocument = {
      version: 2,
      pages: {
        home: { blocks: [{ id: 'menu', type: 'menu' }] },
        basket: {
          blocks: [
            { id: 'mine', type: 'cart-recommendations', props: { limit: 3 } },
            { id: 'plain', type: 'cart-recommendations', props: { title: 'basket.recommendations' } },
            { id: 'flat', type: 'menu', props: { showGroups: false } },
          ],
        },
      },
    };
    expect(resolvePage(page, 'home', all).map((b) => b.props)).toEqual([{ showGroups: true }]);
    expect(resolvePage(page, 'basket', all).map((b) => b.props)).toEqual([
      { limit: 3 },
      { limit: 8, title: 'basket.recommendations' },
      { showGroups: false },
    ]);
  });
});
