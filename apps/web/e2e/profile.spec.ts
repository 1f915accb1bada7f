import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { ProfilePage } from './page-models/profile-page';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// The browser's zone: saved as the trader's on the first visit.
const BROWSER_ZONE = 'America/New_York';
test.use({ timezoneId: BROWSER_ZONE, locale: 'en-US' });

interface ProfileZone {
  timezone: string;
  timezone_chosen_at: string | null;
  avatar_path: string | null;
}

async function readProfile(client: SupabaseClient, userId: string): Promise<ProfileZone> {
  const { data, error } = await client
    .from('profiles')
    .select('timezone, timezone_chosen_at, avatar_path')
    .eq('user_id', userId)
    .single<ProfileZone>();
  if (error) throw error;
  return data;
}

/** A picture drawn by the browser: a 480×320 PNG, wider than tall so the crop has room to move. */
async function generatedPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 480, 320);
    gradient.addColorStop(0, '#0ea5e9');
    gradient.addColorStop(1, '#f97316');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 320);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Moves the single-page app to `path` as a link would, without loading the page again. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a new name greets the trader at once, and the first visit saves the browser’s zone', async ({
  page,
  backend,
}) => {
  const trader = await createUser(backend, { fullName: 'Ada Lovelace' });
  const client = await signedInClient(backend, trader);
  expect((await readProfile(client, trader.id)).timezone_chosen_at).toBeNull();

  const profile = new ProfilePage(page);
  await profile.open(trader);
  const shell = new AppShell(page);
  await expect(shell.greeting).toHaveText('Welcome, Ada');
  await expect(page.getByText('Your time zone is set to America/New York, this browser’s.')).toBeVisible();
  await expect.poll(async () => (await readProfile(client, trader.id)).timezone).toBe(BROWSER_ZONE);
  expect((await readProfile(client, trader.id)).timezone_chosen_at).not.toBeNull();
  await expect(profile.timeZone).toHaveValue(/^America\/New York \(UTC−0[45]:00\)$/);

  await profile.fullName.fill('Grace Hopper');
  await profile.save.click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(shell.greeting).toHaveText('Welcome, Grace');
  const { data } = await client.from('profiles').select('full_name').eq('user_id', trader.id).single();
  expect(data).toEqual({ full_name: 'Grace Hopper' });

  // Saved on the server: a reload (and a new device) greets the same name, with no second notice.
  await page.reload();
  await profile.ready();
  await expect(shell.greeting).toHaveText('Welcome, Grace');
  await expect(profile.fullName).toHaveValue('Grace Hopper');
  await expect(page.getByText('Your time zone is set to')).toHaveCount(0);
});

test('a zone set before the first visit is kept, with no notice', async ({ page, backend }) => {
  const trader = await createUser(backend);
  const client = await signedInClient(backend, trader);
  const { error } = await client.from('profiles').update({ timezone: 'Asia/Tokyo' }).eq('user_id', trader.id);
  if (error) throw error;
  const profile = new ProfilePage(page);
  await profile.open(trader);
  await expect(profile.timeZone).toHaveValue('Asia/Tokyo (UTC+09:00)');
  await expect(page.getByText('Your time zone is set to')).toHaveCount(0);
  expect(await readProfile(client, trader.id)).toMatchObject({
    timezone: 'Asia/Tokyo',
    timezone_chosen_at: null,
  });
});

test('a picture cropped in the dialog shows in the top bar, the previous one removed', async ({
  page,
  backend,
}) => {
  const trader = await createUser(backend);
  const client = await signedInClient(backend, trader);
  const profile = new ProfilePage(page);
  await profile.open(trader);
  await expect(profile.topBarAvatar).toHaveCount(0);

  const upload = async () => {
    await profile.pictureFile.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page),
    });
    await expect(profile.cropDialog).toBeVisible();
    // The picture is drawn in the preview; dragging it shows another part.
    await expect.poll(() => profile.previewCentre()).toMatch(/,255$/);
    const before = await profile.previewCentre();
    const box = await profile.cropPreview.boundingBox();
    if (!box) throw new Error('no crop preview');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => profile.previewCentre()).not.toBe(before);
    // Nudged by keyboard, zoomed with the slider's keys.
    await profile.cropPreview.focus();
    const dragged = await profile.previewCentre();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => profile.previewCentre()).not.toBe(dragged);
    await profile.zoom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(profile.zoom).not.toHaveValue('1');
    await profile.cropDialog.getByRole('button', { name: 'Save picture' }).click();
    await expect(profile.cropDialog).toBeHidden();
  };

  await upload();
  await expect(page.getByText('Profile picture saved')).toBeVisible();
  const first = (await readProfile(client, trader.id)).avatar_path;
  expect(first).toMatch(new RegExp(`^${trader.id}/avatar-\\d+\\.(webp|png)$`));
  await expect(profile.topBarAvatar).toHaveAttribute(
    'src',
    new RegExp(`/storage/v1/object/sign/avatars/${first ?? ''}\\?token=`),
  );
  const { data: image } = await client.storage.from('avatars').download(first ?? '');
  expect(image?.size).toBeGreaterThan(0);

  await upload();
  await expect.poll(async () => (await readProfile(client, trader.id)).avatar_path).not.toBe(first);
  const second = (await readProfile(client, trader.id)).avatar_path ?? '';
  await expect(profile.topBarAvatar).toHaveAttribute('src', new RegExp(`/avatars/${second}\\?token=`));
  const { data: files } = await client.storage.from('avatars').list(trader.id);
  expect(files?.map((file) => `${trader.id}/${file.name}`)).toEqual([second]);
});

test('a save that fails keeps what was typed and says why; the form works by keyboard alone', async ({
  page,
  backend,
}) => {
  const trader = await createUser(backend);
  const client = await signedInClient(backend, trader);
  const profile = new ProfilePage(page);
  await profile.open(trader);
  await expect(page.getByText('Your time zone is set to')).toBeVisible();

  await profile.fullName.fill('Katherine Johnson');
  await profile.form.getByLabel('Bio').fill('Swing trader, mostly indices.');
  await profile.form.getByLabel('Trading style').selectOption('swing');
  await profile.form.getByRole('checkbox', { name: 'Futures' }).press('Space');
  await profile.timeZone.focus();
  await profile.timeZone.fill('tokyo');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(profile.timeZone).toHaveValue('Asia/Tokyo (UTC+09:00)');

  await page.route('**/rest/v1/profiles*', (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await profile.fullName.press('Enter');
  await expect(profile.form.getByTestId('save-error')).toContainText('NETWORK-');
  await expect(profile.fullName).toHaveValue('Katherine Johnson');
  await expect(profile.form.getByLabel('Bio')).toHaveValue('Swing trader, mostly indices.');
  await expect(profile.timeZone).toHaveValue('Asia/Tokyo (UTC+09:00)');
  await expect(page.getByText('Profile saved')).toHaveCount(0);

  await page.unroute('**/rest/v1/profiles*');
  await profile.save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(profile.form.getByTestId('save-error')).toHaveCount(0);
  const { data } = await client
    .from('profiles')
    .select('full_name, bio, trading_style, markets, timezone')
    .eq('user_id', trader.id)
    .single();
  expect(data).toEqual({
    full_name: 'Katherine Johnson',
    bio: 'Swing trader, mostly indices.',
    trading_style: 'swing',
    markets: ['future'],
    timezone: 'Asia/Tokyo',
  });
});

test.describe('the time zone', () => {
  let trader: TestUser;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    const client = await signedInClient(backend, trader);
    const accountId = await addAccount(client, 'Main', 'USD');
    // Opened at 23:00 and closed at 23:30 in New York on October 18 (03:00 and 03:30 UTC on the 19th).
    const { error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: accountId,
          symbol: 'LATE',
          asset_class: 'stock',
          executions: [
            { executed_at: '2026-10-19T03:00:00Z', side: 'buy', quantity: '10', price: '100' },
            { executed_at: '2026-10-19T03:30:00Z', side: 'sell', quantity: '10', price: '104' },
          ],
        },
      ],
    });
    if (error) throw error;
  });

  test('another zone moves a late-evening trade to the next day in the calendar and the trade log', async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    const calendar = '/analytics/calendar?view=month&month=2026-10';
    await auth.goto(`?redirect=${encodeURIComponent(calendar)}`);
    await auth.signIn(trader.email, trader.password);
    const shell = new AppShell(page);
    await shell.ready('Calendar');
    // The first visit saved New York: the trade is on the 18th.
    await expect(page.getByText('Your time zone is set to America/New York')).toBeVisible();
    const day = (date: string) => page.locator(`button[data-day="${date}"]`);
    await expect(day('2026-10-18')).toHaveAttribute('data-trades', '1');
    await expect(day('2026-10-19')).toHaveAttribute('data-trades', '0');

    const log = new TradeLogPage(page);
    await page.goto('/trades');
    await shell.ready('Trades');
    await expect(log.rows).toHaveCount(1);
    // In the default date format (Settings > Appearance: YYYY-MM-DD, 24-hour times).
    expect(await log.cell(0, 'Opened')).toMatch(/^2026-10-18 23:00$/);

    const profile = new ProfilePage(page);
    await page.goto('/profile');
    await profile.ready();
    await profile.chooseTimeZone('london', 'Europe / London');
    await expect(profile.timeZone).toHaveValue(/^Europe\/London \(UTC\+0[01]:00\)$/);
    await profile.save.click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    // In London it is 04:00 on the 19th; without a reload, the app follows the saved zone at once.
    await navigateInApp(page, '/trades');
    await shell.ready('Trades');
    await expect.poll(() => log.cell(0, 'Opened')).toMatch(/^2026-10-19 04:00$/);
    await navigateInApp(page, calendar);
    await shell.ready('Calendar');
    await expect(day('2026-10-19')).toHaveAttribute('data-trades', '1');
    await expect(day('2026-10-18')).toHaveAttribute('data-trades', '0');
  });
});
