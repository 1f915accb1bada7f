import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SettingsPage } from './page-models/settings-page';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { signedInClient } from './support/journal';

// The full backup from the settings: downloaded, the journal deleted, the file restored through the
// page, and every table (and the attachment's bytes) read back through the API exactly as before.

const TABLES = [
  'accounts',
  'account_transactions',
  'strategies',
  'tags',
  'trades',
  'trade_executions',
  'trade_tags',
  'trade_attachments',
  'journal_days',
  'goals',
] as const;

const CHART = new TextEncoder().encode('%PDF-1.4 the chart of a good trade');

async function must<T>(query: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data;
}

/** The id of the one row a write returned. */
async function idOf(query: PromiseLike<{ data: { id: string } | null; error: { message: string } | null }>) {
  const data = await must(query);
  if (data === null) throw new Error('no row');
  return { id: data.id };
}

const attachmentPath = (journal: Record<string, unknown[]>): string =>
  String((journal.trade_attachments?.[0] as { object_path?: string } | undefined)?.object_path);

/** Every table of the journal as the API answers it, in id order, write times aside. */
async function journalOf(client: SupabaseClient): Promise<Record<string, unknown[]>> {
  const journal: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await must(client.from(table).select('*').order('id'));
    journal[table] = (rows as Record<string, unknown>[]).map(({ updated_at: _updated, ...row }) => row);
  }
  const settings = await must(
    client.from('user_settings').select('default_account_id, theme, default_risk_pct'),
  );
  journal.user_settings = settings as unknown[];
  return journal;
}

async function seed(client: SupabaseClient, userId: string): Promise<void> {
  const account = await idOf(
    client
      .from('accounts')
      .insert({ name: 'Main', currency: 'USD', starting_balance: '25000.55' })
      .select('id')
      .single(),
  );
  await must(
    client.from('account_transactions').insert({ account_id: account.id, kind: 'deposit', amount: '1000' }),
  );
  const strategy = await idOf(client.from('strategies').insert({ name: 'Pullback' }).select('id').single());
  const tag = await idOf(
    client.from('tags').insert({ name: 'patient', tag_group: 'emotion' }).select('id').single(),
  );
  const ids = await must(
    client.rpc('save_trades', {
      trades: [
        {
          account_id: account.id,
          symbol: 'MSFT',
          strategy_id: strategy.id,
          tag_ids: [tag.id],
          stop_price: '410',
          executions: [
            {
              executed_at: '2026-03-09T14:30:00Z',
              side: 'buy',
              quantity: '20',
              price: '415.125',
              commission: '1',
            },
            { executed_at: '2026-03-09T19:00:00Z', side: 'sell', quantity: '20', price: '421.5' },
          ],
        },
        {
          account_id: account.id,
          symbol: 'ES',
          asset_class: 'future',
          multiplier: '50',
          executions: [
            { executed_at: '2026-03-10T14:30:00Z', side: 'sell', quantity: '1', price: '5210.25' },
            { executed_at: '2026-03-10T15:00:00Z', side: 'buy', quantity: '1', price: '5214' },
          ],
        },
      ],
    }),
  );
  const trade = (ids as string[])[0] ?? '';
  const path = `${userId}/${trade}/chart.pdf`;
  const upload = await client.storage
    .from('trade-attachments')
    .upload(path, new Blob([CHART], { type: 'application/pdf' }));
  if (upload.error) throw upload.error;
  await must(
    client.from('trade_attachments').insert({
      trade_id: trade,
      object_path: path,
      file_name: 'chart.pdf',
      content_type: 'application/pdf',
      size_bytes: CHART.length,
    }),
  );
  await must(client.from('journal_days').insert({ day: '2026-03-09', plan: 'Only A setups', mood: 4 }));
  await must(
    client.from('goals').insert({ name: 'Ten green days', kind: 'metric', metric: 'net_pnl', target: '500' }),
  );
  await must(
    client.from('user_settings').upsert({ default_account_id: account.id, default_risk_pct: '0.75' }),
  );
}

test('a full backup downloaded from the settings restores the same journal after it was deleted', async ({
  page,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { data: session } = await client.auth.getUser();
  const userId = session.user?.id ?? '';
  await seed(client, userId);
  const before = await journalOf(client);
  expect(before.trades).toHaveLength(2);

  const settings = new SettingsPage(page);
  await settings.open(user, 'privacy');
  const card = page.getByRole('region', { name: 'Backup and restore' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download a full backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^edgelog-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await download.path();

  // The journal goes: accounts take their trades, fills, tags of trades and attachments with them.
  for (const table of ['accounts', 'strategies', 'tags', 'journal_days', 'goals'] as const)
    await must(client.from(table).delete().not('id', 'is', null));
  await client.storage.from('trade-attachments').remove([attachmentPath(before)]);
  expect((await journalOf(client)).trades).toEqual([]);

  await card.getByLabel('Backup file to restore').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: await readFile(archive),
  });
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(dialog.getByTestId('restore-plan')).toContainText('2 trades');
  await expect(dialog.getByTestId('restore-plan')).toContainText('4 fills');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Backup restored')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await journalOf(client)).toEqual(before);
  const path = attachmentPath(before);
  const file = await client.storage.from('trade-attachments').download(path);
  expect(new Uint8Array(await (file.data ?? new Blob()).arrayBuffer())).toEqual(CHART);
});

test('a backup download can be cancelled: no file arrives, and the next one does', async ({
  page,
  makeUser,
}, testInfo) => {
  const user = await makeUser();
  await page.setViewportSize({ width: 1400, height: 900 });
  const settings = new SettingsPage(page);
  await settings.open(user, 'privacy');
  const card = page.getByRole('region', { name: 'Backup and restore' });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  // The server's answer is held until the trader has cancelled.
  const held = await holdRequests(page, '**/functions/v1/backup');

  await card.getByRole('button', { name: 'Download a full backup' }).click();
  const cancel = card.getByRole('button', { name: 'Cancel download (nothing is saved)' });
  await expect(cancel).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('backup-cancel-1400-light.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await card.screenshot({ path: testInfo.outputPath('backup-cancel-390-dark.png') });
  await cancel.click();
  await expect(page.getByText('Backup download cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();
  await held.release();
  await page.waitForTimeout(1_000);
  expect(downloads).toBe(0);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download a full backup' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^edgelog-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(downloads).toBe(1);
});
