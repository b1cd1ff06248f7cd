// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { goalsOf, loadThirdPartyScripts, metrikaHit, reachGoal } from './scripts';

const calls = () => ((window as unknown as { ym: { a: unknown[][] } }).ym.a ?? []).map((c) => [...c]);

describe('third-party scripts the merchant turns on', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as { ym?: unknown }).ym;
  });

  it('load the amoCRM chat only while chatActive is on', () => {
    const amo = { amoCRMActive: true, amoCRMId: '42', amoCRMHash: 'abc' };
    expect(loadThirdPartyScripts({ ...amo, chatActive: false })).toEqual([]);
    expect(document.getElementById('amocrm-chat')).toBeNull();
    expect(loadThirdPartyScripts({ ...amo, chatActive: true })).toEqual(['amocrm-chat']);
    expect(document.getElementById('amocrm-chat')).not.toBeNull();
  });

  it('count every route as a page view and send only the goals in yandexMetricsKeys', () => {
    metrikaHit('/'); // before the counter starts: kept for it
    loadThirdPartyScripts({
      yandexMetricsEnabled: true,
      yandexMetricsId: '123',
      yandexMetricsKeys: 'order_placed, LOGIN; nonsense',
    });
    metrikaHit('/basket');
    reachGoal('ORDER_PLACED');
    reachGoal('ADD_TO_BASKET');
    reachGoal('LOGIN');
    expect(calls().slice(1)).toEqual([
      [123, 'hit', '/'],
      [123, 'hit', '/basket'],
      [123, 'reachGoal', 'ORDER_PLACED'],
      [123, 'reachGoal', 'LOGIN'],
    ]);
    expect(calls()[0]).toMatchObject([123, 'init', { defer: true }]);
  });

  it('read the goal list leniently and drop what the storefront cannot report', () => {
    expect([...goalsOf(' add_to_basket,begin_checkout ')]).toEqual(['ADD_TO_BASKET', 'BEGIN_CHECKOUT']);
    expect(goalsOf(null).size).toBe(0);
  });
});
