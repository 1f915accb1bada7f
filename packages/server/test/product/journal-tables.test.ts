import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTrades } from '../support/journal.ts';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The journal's tables around trades (instruments, strategies, tags and a trade's tags, journal
 * days, attachments) through rest/v1: owner-only, their rules as checks, attachments' files kept
 * to their owner, the sample journal removed in one call, and all of it gone with its user.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

let counter = 0;
const next = () => (counter += 1);

async function tradeOf(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const [id] = await saveTrades(user.client, [
    {
      symbol: 'AAPL',
      executions: [{ executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '1', price: '100' }],
      ...overrides,
    },
  ]);
  return id!;
}

async function tagOf(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await user.client
    .from('tags')
    .insert({ name: `Tag ${next()}`, ...overrides })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const context = () => ({ test, alice, bob });

describe('instruments', () => {
  it('keeps one row per symbol and refuses bad terms', async () => {
    const row = {
      symbol: 'MES',
      asset_class: 'future',
      multiplier: '5',
      tick_size: '0.25',
      quote_currency: 'USD',
    };
    expect((await alice.client.from('instruments').insert(row)).error).toBeNull();
    expect((await alice.client.from('instruments').insert(row)).error?.code).toBe('23505');
    const bad = await alice.client.from('instruments').insert({ ...row, symbol: 'MNQ', multiplier: '0' });
    expect(bad.error?.message).toContain('instruments_multiplier_range');
  });

  ownerOnlyTests({
    table: 'instruments',
    row: (overrides = {}) => ({ symbol: `SYM${next()}`, asset_class: 'stock', ...overrides }),
    change: { multiplier: 7 },
    context,
  });
});

describe('strategies', () => {
  it('keeps its rules as an ordered checklist with unique ids', async () => {
    const rules = [
      { id: 'r1', text: 'Wait for the retest' },
      { id: 'r2', text: 'Stop below the range' },
    ];
    const { data, error } = await alice.client
      .from('strategies')
      .insert({ name: 'Opening range', market: 'US stocks', timeframe: '5m', rules })
      .select('rules')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ rules });
    for (const bad of [
      [
        { id: 'r1', text: 'a' },
        { id: 'r1', text: 'b' },
      ],
      [{ id: 'r1' }],
      [{ id: 'r1', text: 'a', done: true }],
      ['r1'],
      { id: 'r1', text: 'a' },
    ]) {
      const refused = await alice.client.from('strategies').insert({ name: `Bad ${next()}`, rules: bad });
      expect(refused.error?.message, JSON.stringify(bad)).toContain('strategies_rules_shape');
    }
  });

  it('leaves its trades when deleted, without a strategy', async () => {
    const { data } = await alice.client
      .from('strategies')
      .insert({ name: `Gone ${next()}` })
      .select('id')
      .single();
    const strategy = (data as { id: string }).id;
    const trade = await tradeOf(alice, { strategy_id: strategy, followed_rule_ids: ['r1'] });
    await alice.client.from('strategies').delete().eq('id', strategy);
    const row = await alice.client
      .from('trades')
      .select('strategy_id, followed_rule_ids')
      .eq('id', trade)
      .single();
    // No trade names rules of a playbook it no longer has (decision 0014).
    expect(row.data).toEqual({ strategy_id: null, followed_rule_ids: [] });
  });

  it('is not usable by another user’s trade', async () => {
    const { data } = await bob.client.from('strategies').insert({ name: 'Bob’s' }).select('id').single();
    const refused = await alice.client
      .from('trades')
      .insert({ symbol: 'X', side: 'long', entry_price: '1', strategy_id: (data as { id: string }).id });
    expect(refused.error?.code).toBe('23503');
  });

  ownerOnlyTests({
    table: 'strategies',
    row: (overrides = {}) => ({ name: `Strategy ${next()}`, ...overrides }),
    change: { description: 'mine' },
    context,
  });
});

describe('tags', () => {
  it('keeps names unique whatever their capitals, colours as #rrggbb, groups from the list', async () => {
    expect((await alice.client.from('tags').insert({ name: 'FOMO', tag_group: 'emotion' })).error).toBeNull();
    expect((await alice.client.from('tags').insert({ name: 'fomo' })).error?.code).toBe('23505');
    expect((await alice.client.from('tags').insert({ name: 'Red', color: 'red' })).error?.message).toContain(
      'tags_color_format',
    );
    expect(
      (await alice.client.from('tags').insert({ name: 'Odd', tag_group: 'mood' })).error?.message,
    ).toContain('tags_group');
  });

  it('embeds a trade’s tags, account, strategy and fills, and filters trades by tag', async () => {
    const tag = await tagOf(alice, { name: `Setup ${next()}`, tag_group: 'setup' });
    const account = await alice.client
      .from('accounts')
      .insert({ name: `Embedded ${next()}`, currency: 'USD' })
      .select('id, name')
      .single();
    const strategy = await alice.client
      .from('strategies')
      .insert({ name: `Embedded ${next()}` })
      .select('id, name')
      .single();
    const trade = await tradeOf(alice, {
      tag_ids: [tag],
      account_id: account.data!.id,
      strategy_id: strategy.data!.id,
    });
    const { data, error } = await alice.client
      .from('trades')
      .select('id, tags(id, tag_group), accounts(name), strategies(name), trade_executions(price::text)')
      .eq('id', trade)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: trade,
      tags: [{ id: tag, tag_group: 'setup' }],
      accounts: { name: account.data!.name },
      strategies: { name: strategy.data!.name },
      trade_executions: [{ price: '100' }],
    });
    const tagged = await alice.client.from('trades').select('id, tags!inner(id)').eq('tags.id', tag);
    expect(tagged.data?.map((row) => row.id)).toEqual([trade]);
  });

  it('refuses another user’s tag on one’s own trade', async () => {
    const trade = await tradeOf(alice);
    const foreign = await tagOf(bob);
    const refused = await alice.client.from('trade_tags').insert({ trade_id: trade, tag_id: foreign });
    expect(refused.error?.code).toBe('23503');
    await expect(saveTrades(alice.client, [{ id: trade, tag_ids: [foreign] }])).rejects.toMatchObject({
      code: '23503',
    });
  });

  ownerOnlyTests({
    table: 'tags',
    row: (overrides = {}) => ({ name: `Tag ${next()}`, ...overrides }),
    change: { color: '#000000' },
    context,
  });

  describe('of trades', () => {
    ownerOnlyTests({
      table: 'trade_tags',
      parent: async (user) => ({ trade_id: await tradeOf(user), tag_id: await tagOf(user) }),
      row: (overrides = {}) => ({ ...overrides }),
      change: { created_at: '2000-01-01T00:00:00Z' },
      context,
    });
  });
});

describe('journal days', () => {
  it('keeps one entry per day and a mood from 1 to 5', async () => {
    expect((await alice.client.from('journal_days').insert({ day: '2026-01-05', mood: 4 })).error).toBeNull();
    expect((await alice.client.from('journal_days').insert({ day: '2026-01-05' })).error?.code).toBe('23505');
    expect(
      (await alice.client.from('journal_days').insert({ day: '2026-01-06', mood: 6 })).error?.message,
    ).toContain('journal_days_mood_range');
  });

  ownerOnlyTests({
    table: 'journal_days',
    row: (overrides = {}) => ({
      day: new Date(Date.UTC(2027, 0, next())).toISOString().slice(0, 10),
      plan: 'Wait for the open',
      ...overrides,
    }),
    change: { review: 'mine' },
    context,
  });
});

describe('trade attachments', () => {
  const attachment = (user: TestUser, trade: string, overrides: Record<string, unknown> = {}) => ({
    trade_id: trade,
    object_path: `${user.id}/${trade}/chart-${next()}.png`,
    file_name: 'chart.png',
    content_type: 'image/png',
    size_bytes: 2048,
    caption: 'Entry on the retest',
    ...overrides,
  });

  it.each([
    [
      'a path outside the trade’s folder',
      { object_path: 'elsewhere/chart.png' },
      'trade_attachments_object_path',
    ],
    ['a file that is not an image or a PDF', { content_type: 'text/html' }, 'trade_attachments_content_type'],
    ['a file over 10 MiB', { size_bytes: 10485761 }, 'trade_attachments_size_range'],
  ])('refuses %s', async (_name, overrides, constraint) => {
    const trade = await tradeOf(alice);
    const { error } = await alice.client
      .from('trade_attachments')
      .insert(attachment(alice, trade, overrides));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('takes a PDF of exactly 10 MiB', async () => {
    const trade = await tradeOf(alice);
    const { error } = await alice.client
      .from('trade_attachments')
      .insert(attachment(alice, trade, { content_type: 'application/pdf', size_bytes: 10485760 }));
    expect(error).toBeNull();
  });

  it('keeps the file under <user>/<trade>/ to its owner', async () => {
    const trade = await tradeOf(alice);
    const path = `${alice.id}/${trade}/x.png`;
    const files = (user: TestUser) => user.client.storage.from('trade-attachments');
    const png = new Blob(['png bytes'], { type: 'image/png' });
    expect((await files(alice).upload(path, png)).error).toBeNull();
    expect(
      (await alice.client.from('trade_attachments').insert(attachment(alice, trade, { object_path: path })))
        .error,
    ).toBeNull();

    expect((await files(bob).download(path)).error).not.toBeNull();
    expect((await files(bob).createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await files(bob).list(`${alice.id}/${trade}`)).data ?? []).toEqual([]);
    expect((await files(bob).upload(`${alice.id}/${trade}/planted.png`, png)).error).not.toBeNull();
    expect((await files(bob).remove([path])).data ?? []).toEqual([]);
    expect((await bob.client.from('trade_attachments').select('id').eq('object_path', path)).data).toEqual(
      [],
    );
    const own = await files(alice).download(path);
    expect(await own.data?.text()).toBe('png bytes');
  });

  ownerOnlyTests({
    table: 'trade_attachments',
    parent: async (user) => {
      const trade = await tradeOf(user);
      return { trade_id: trade, object_path: `${user.id}/${trade}/shot-${next()}.png` };
    },
    row: (overrides = {}) => ({
      file_name: 'shot.png',
      content_type: 'image/png',
      size_bytes: 1,
      ...overrides,
    }),
    change: { caption: 'mine' },
    context,
  });
});

describe('the sample journal and the user', () => {
  const JOURNAL_TABLES = [
    'accounts',
    'account_transactions',
    'instruments',
    'strategies',
    'tags',
    'trades',
    'trade_executions',
    'trade_tags',
    'journal_days',
    'trade_attachments',
  ];

  async function countsOf(user: TestUser) {
    const counts: Record<string, number> = {};
    for (const table of JOURNAL_TABLES) {
      const { rows } = await test.server.ctx.db.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where user_id = $1`,
        [user.id],
      );
      counts[table] = rows[0]!.n;
    }
    return counts;
  }

  /** One row in every journal table, sample or not. */
  async function journalOf(user: TestUser, isSample: boolean) {
    const n = next();
    const account = await user.client
      .from('accounts')
      .insert({ name: `Account ${n}`, currency: 'USD', starting_balance: '1000', is_sample: isSample })
      .select('id')
      .single();
    const accountId = (account.data as { id: string }).id;
    expect(
      (
        await user.client
          .from('account_transactions')
          .insert({ account_id: accountId, kind: 'deposit', amount: '5', is_sample: isSample })
      ).error,
    ).toBeNull();
    const strategy = await user.client
      .from('strategies')
      .insert({ name: `Strategy ${n}`, is_sample: isSample })
      .select('id')
      .single();
    const tag = await tagOf(user, { is_sample: isSample });
    const trade = await tradeOf(user, {
      account_id: accountId,
      strategy_id: (strategy.data as { id: string }).id,
      tag_ids: [tag],
      is_sample: isSample,
    });
    expect(
      (
        await user.client
          .from('journal_days')
          .insert({ day: `2028-01-${String((n % 28) + 1).padStart(2, '0')}`, is_sample: isSample })
      ).error,
    ).toBeNull();
    expect(
      (
        await user.client.from('trade_attachments').insert({
          trade_id: trade,
          object_path: `${user.id}/${trade}/a.png`,
          file_name: 'a.png',
          content_type: 'image/png',
          size_bytes: 1,
        })
      ).error,
    ).toBeNull();
    if (!isSample)
      expect(
        (await user.client.from('instruments').insert({ symbol: `I${n}`, asset_class: 'stock' })).error,
      ).toBeNull();
  }

  it('removes only the caller’s sample rows, in one call', async () => {
    const carol = await createTestUser(test);
    await journalOf(carol, false);
    const real = await countsOf(carol);
    await journalOf(carol, true);
    await journalOf(bob, true);
    const bobBefore = await countsOf(bob);

    const { error } = await carol.client.rpc('remove_sample_data');
    expect(error).toBeNull();
    expect(await countsOf(carol)).toEqual(real);
    expect(await countsOf(bob)).toEqual(bobBefore);
    expect((await test.client().rpc('remove_sample_data')).error).not.toBeNull();
  });

  it('keeps a sample account, strategy and tag the trader\'s own rows use, unmarked, and names them', async () => {
    const erin = await createTestUser(test);
    await journalOf(erin, true);
    const sampleAccount = await erin.client.from('accounts').select('id, name').eq('is_sample', true).single();
    const sampleStrategy = await erin.client.from('strategies').select('id, name').eq('is_sample', true).single();
    const sampleTag = await erin.client.from('tags').select('id, name').eq('is_sample', true).single();
    const account = sampleAccount.data as { id: string; name: string };
    const strategy = sampleStrategy.data as { id: string; name: string };
    const tag = sampleTag.data as { id: string; name: string };
    // The trader's own trade, entered into the sample account with the sample's strategy and tag.
    const own = await tradeOf(erin, { account_id: account.id, strategy_id: strategy.id, tag_ids: [tag.id] });
    expect((await erin.client.from('account_transactions').insert({ account_id: account.id, kind: 'deposit', amount: '7' })).error).toBeNull();

    const { data, error } = await erin.client.rpc('remove_sample_data');
    expect(error).toBeNull();
    expect(data).toEqual({ kept_accounts: [account.name], kept_strategies: [strategy.name], kept_tags: [tag.name] });
    const trades = await erin.client.from('trades').select('id, account_id, strategy_id, is_sample');
    expect(trades.data).toEqual([{ id: own, account_id: account.id, strategy_id: strategy.id, is_sample: false }]);
    expect((await erin.client.from('trade_tags').select('tag_id').eq('trade_id', own)).data).toEqual([{ tag_id: tag.id }]);
    expect((await erin.client.from('accounts').select('id, is_sample')).data).toEqual([{ id: account.id, is_sample: false }]);
    expect((await erin.client.from('strategies').select('id, is_sample')).data).toEqual([{ id: strategy.id, is_sample: false }]);
    expect((await erin.client.from('tags').select('id, is_sample')).data).toEqual([{ id: tag.id, is_sample: false }]);
    // The sample's own deposit went; the trader's stayed.
    expect((await erin.client.from('account_transactions').select('amount')).data).toEqual([{ amount: 7 }]);
    // With nothing of the trader's left in them, a second sample journal goes whole.
    await journalOf(erin, true);
    expect((await erin.client.rpc('remove_sample_data')).data).toEqual({ kept_accounts: [], kept_strategies: [], kept_tags: [] });
  });

  it('goes entirely with its user', async () => {
    const dave = await createTestUser(test);
    await journalOf(dave, false);
    await journalOf(dave, true);
    const trade = await tradeOf(dave);
    const screenshot = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const avatar = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(
      (await dave.client.storage.from('trade-attachments').upload(`${dave.id}/${trade}/a.png`, screenshot))
        .error,
    ).toBeNull();
    expect((await dave.client.storage.from('avatars').upload(`${dave.id}/me.png`, avatar)).error).toBeNull();
    const filesOf = async (user: TestUser) =>
      (
        await test.server.ctx.db.query(
          'select name from storage.objects where (storage.foldername(name))[1] = $1',
          [user.id],
        )
      ).rows.length;
    expect(await filesOf(dave)).toBe(2);
    expect(Object.values(await countsOf(dave)).every((n) => n > 0)).toBe(true);
    const { error } = await test.admin().auth.admin.deleteUser(dave.id);
    expect(error).toBeNull();
    expect(Object.values(await countsOf(dave)).every((n) => n === 0)).toBe(true);
    expect(await filesOf(dave)).toBe(0);
  });
});
