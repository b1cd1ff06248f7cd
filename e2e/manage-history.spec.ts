import { expect, test } from './fixtures';
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import uz from '../locales/uz/ops-manage.json' with { type: 'json' };
import ru from '../locales/ru/ops-manage.json' with { type: 'json' };
import ruPlaces from '../locales/ru/places.json' with { type: 'json' };
import { tenantUrl } from './helpers';
import { desk, openDesk } from './support/desk';
import { STAFF } from './support/staff';

// the demo's manager (server/seed/demo/staff.json) and its last branch (server/seed/demo/branches.json):
// a day off tomorrow there leaves today's journeys on the demo's other branches as they were
const MANAGER = STAFF.manageHistory;
const BRANCH_RU = 'Мирзо-Улугбек';
const BRANCH_UZ = "Mirzo Ulug'bek";

test("a manager gives a branch a day off tomorrow: an open storefront's branch list says so within 2 s; the Changes area shows it and undoes it", async ({
  browser,
}) => {
  // a customer's branch list is open at 360 px, in Russian
  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await customer.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('demo') }]);
  await customer.goto(tenantUrl('demo', '/branches'));
  await customer.locator('html[data-ready]').waitFor({ state: 'attached' });
  await customer.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const card = customer.getByTestId('branch').filter({ hasText: BRANCH_RU });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('branch-holiday')).toHaveCount(0);

  // the manager at 1280 px: Restaurant → the branch → a date added (tomorrow, closed all day) → save
  const manager = await desk(browser, 'demo', 'ru', { width: 1280, height: 900 });
  await openDesk(manager, 'demo', MANAGER, ruOps);
  await manager.getByRole('button', { name: ru.area.restaurant }).click();
  // the area's own branch choice (the desk's bar has one of the same name for the board)
  const area = manager.getByRole('region', { name: ru.area.restaurant });
  await area.getByRole('combobox', { name: ru.branch }).selectOption({ label: BRANCH_RU });
  const hours = area.getByRole('form', { name: ru.hours });
  await hours.getByRole('button', { name: ru.addHoliday }).click();
  const date = hours.getByLabel(ru.holidayDate.replace('{{n}}', '1'), { exact: true });
  const tomorrow = await manager.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date(Date.now() + 86_400_000)),
  );
  await date.fill(tomorrow);
  await expect(hours.getByRole('checkbox', { name: ru.closedAllDay })).toBeChecked();
  await hours.screenshot({ path: test.info().outputPath('manage-holidays-ru-1280.png') });
  await hours.getByRole('button', { name: ru.save, exact: true }).click();

  // the open list shows tomorrow's day off under that branch, without a reload
  const holiday = card.getByTestId('branch-holiday');
  await expect(holiday).toHaveText(new RegExp(`${ruPlaces.holidayClosed.replace('{{day}}: ', '.+: ')}$`), {
    timeout: 2_000,
  });
  expect(await customer.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  await customer.screenshot({ path: test.info().outputPath('branches-holiday-ru-360.png') });

  // Changes: who, what, before → after; undo it
  await manager.getByRole('button', { name: ru.area.changes }).click();
  const what = `${ru.changeKind.hours}: ${BRANCH_RU}`;
  const row = manager.getByRole('row', { name: `${what} · Shahzoda` }).first();
  await expect(row).toContainText(`${tomorrow} ${ru.dayOff}`);
  await expect(row).toContainText(ru.field.holidays);
  await manager.screenshot({ path: test.info().outputPath('manage-changes-ru-1280.png'), fullPage: true });
  await row.getByRole('button', { name: ru.undoNamed.replace('{{what}}', what) }).click();
  // the undo is a change of its own, newest first; the day off is gone from the open storefront
  await expect(manager.getByRole('row', { name: `${what} · Shahzoda` }).first()).toContainText(
    ru.changeAction.undone,
  );
  await expect(card.getByTestId('branch-holiday')).toHaveCount(0, { timeout: 2_000 });
  expect(await customer.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // the same history in Uzbek, at 768 px too
  const managerUz = await desk(browser, 'demo', 'uz', { width: 1280, height: 900 });
  await openDesk(managerUz, 'demo', MANAGER, uzOps);
  await managerUz.getByRole('button', { name: uz.area.changes }).click();
  // this branch's row: the other journeys' manager edits the demo's menu at the same time
  const whatUz = `${uz.changeKind.hours}: ${BRANCH_UZ}`;
  await expect(managerUz.getByRole('row', { name: `${whatUz} · Shahzoda` }).first()).toContainText(
    uz.changeAction.undone,
  );
  await managerUz.screenshot({ path: test.info().outputPath('manage-changes-uz-1280.png'), fullPage: true });
  await managerUz.setViewportSize({ width: 768, height: 1024 });
  await managerUz.screenshot({ path: test.info().outputPath('manage-changes-uz-768.png'), fullPage: true });
});
