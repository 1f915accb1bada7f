import {
  checkRuleSettings,
  defaultParams,
  defaultRuleSettings,
  ruleStrategy,
  type RuleLevel,
  type RuleSettings,
  type RuleStrategyId,
  type RuleTarget,
  type TradingSession,
} from '@edgelog/core';

/** The rule form as typed: every number as its text, so a half-typed value stays as written. */
export interface RuleFormValues {
  strategy: RuleStrategyId;
  params: Record<string, string>;
  direction: RuleSettings['direction'];
  stopKind: 'none' | 'price' | 'atr';
  stopDistance: string;
  stopAtr: string;
  stopAtrPeriod: string;
  targetKind: 'none' | 'price' | 'atr' | 'r';
  targetDistance: string;
  targetAtr: string;
  targetAtrPeriod: string;
  targetR: string;
  sizingKind: 'fixed' | 'risk';
  quantity: string;
  riskPercent: string;
  /** 'none', a market's hours by id, or 'custom'. */
  session: string;
  sessionOpen: string;
  sessionClose: string;
  sessionTimeZone: string;
  sessionWeekdays: boolean;
  fillPriority: RuleSettings['fillPriority'];
  commissionPerUnit: string;
  commissionPerOrder: string;
  slippageTicks: string;
  tickSize: string;
  multiplier: string;
  startingBalance: string;
}

/** A market's hours the session filter offers (the price data's market hours). */
export interface SessionChoice {
  id: string;
  label: string;
  timeZone: string;
  session: TradingSession;
}

const text = (value: number): string => String(value);

export function paramsText(strategy: RuleStrategyId): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaultParams(strategy)).map(([key, value]) => [key, text(value)]),
  );
}

export function defaultRuleForm(strategy: RuleStrategyId = 'ma-cross'): RuleFormValues {
  const d = defaultRuleSettings(strategy);
  return {
    strategy,
    params: paramsText(strategy),
    direction: d.direction,
    stopKind: 'atr',
    stopDistance: '1',
    stopAtr: '2',
    stopAtrPeriod: '14',
    targetKind: 'r',
    targetDistance: '2',
    targetAtr: '3',
    targetAtrPeriod: '14',
    targetR: '2',
    sizingKind: 'fixed',
    quantity: '1',
    riskPercent: '1',
    session: 'none',
    sessionOpen: '09:30',
    sessionClose: '16:00',
    sessionTimeZone: 'America/New_York',
    sessionWeekdays: true,
    fillPriority: d.fillPriority,
    commissionPerUnit: '0',
    commissionPerOrder: '0',
    slippageTicks: '0',
    tickSize: '0.01',
    multiplier: '1',
    startingBalance: '100000',
  };
}

/** A number as typed: thousands separators and spaces are allowed, anything else is not a number. */
export function readNumber(value: string): number {
  const cleaned = value.trim().replace(/[\s,_]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

function stopOf(v: RuleFormValues): RuleLevel {
  if (v.stopKind === 'price') return { kind: 'price', distance: readNumber(v.stopDistance) };
  if (v.stopKind === 'atr')
    return { kind: 'atr', multiple: readNumber(v.stopAtr), period: readNumber(v.stopAtrPeriod) };
  return { kind: 'none' };
}

function targetOf(v: RuleFormValues): RuleTarget {
  if (v.targetKind === 'price') return { kind: 'price', distance: readNumber(v.targetDistance) };
  if (v.targetKind === 'atr')
    return { kind: 'atr', multiple: readNumber(v.targetAtr), period: readNumber(v.targetAtrPeriod) };
  if (v.targetKind === 'r') return { kind: 'r', multiple: readNumber(v.targetR) };
  return { kind: 'none' };
}

function sessionOf(v: RuleFormValues, choices: readonly SessionChoice[]): RuleSettings['session'] {
  if (v.session === 'none') return null;
  if (v.session === 'custom')
    return {
      open: v.sessionOpen.trim(),
      close: v.sessionClose.trim(),
      ...(v.sessionWeekdays ? { days: [1, 2, 3, 4, 5] } : {}),
      timeZone: v.sessionTimeZone.trim() || 'UTC',
    };
  const choice = choices.find((item) => item.id === v.session);
  return choice === undefined ? null : { ...choice.session, timeZone: choice.timeZone };
}

export interface ReadRuleForm {
  settings: RuleSettings;
  /** Messages by field, in the core checks' names (`params.fast`, `stop.multiple`, `session`…). */
  errors: Record<string, string>;
}

/** The form read into settings the worker runs, with every problem by the field that shows it. */
export function readRuleForm(
  v: RuleFormValues,
  context: { sessions: readonly SessionChoice[]; timeZone: string },
): ReadRuleForm {
  const params = Object.fromEntries(
    ruleStrategy(v.strategy).params.map((spec) => [spec.key, readNumber(v.params[spec.key] ?? '')]),
  );
  const settings: RuleSettings = {
    strategy: v.strategy,
    params,
    direction: v.direction,
    stop: stopOf(v),
    target: targetOf(v),
    sizing:
      v.sizingKind === 'fixed'
        ? { kind: 'fixed', quantity: readNumber(v.quantity) }
        : { kind: 'risk', percent: readNumber(v.riskPercent) },
    session: sessionOf(v, context.sessions),
    fillPriority: v.fillPriority,
    commissionPerUnit: readNumber(v.commissionPerUnit),
    commissionPerOrder: readNumber(v.commissionPerOrder),
    slippageTicks: readNumber(v.slippageTicks),
    tickSize: readNumber(v.tickSize),
    multiplier: readNumber(v.multiplier),
    startingBalance: readNumber(v.startingBalance),
    timeZone: context.timeZone,
  };
  const errors: Record<string, string> = {};
  for (const problem of checkRuleSettings(settings)) errors[problem.field] ??= problem.message;
  return { settings, errors };
}

/** The form again from saved settings (a run opened from the list, a sweep cell). */
export function ruleFormOf(settings: RuleSettings, sessions: readonly SessionChoice[]): RuleFormValues {
  const base = defaultRuleForm(settings.strategy);
  const { stop, target, sizing, session } = settings;
  const preset =
    session === null
      ? undefined
      : sessions.find(
          (choice) =>
            choice.timeZone === session.timeZone &&
            choice.session.open === session.open &&
            choice.session.close === session.close &&
            (choice.session.days ?? []).join() === (session.days ?? []).join(),
        );
  return {
    ...base,
    params: Object.fromEntries(Object.entries(settings.params).map(([key, value]) => [key, text(value)])),
    direction: settings.direction,
    stopKind: stop.kind,
    ...(stop.kind === 'price' ? { stopDistance: text(stop.distance) } : {}),
    ...(stop.kind === 'atr' ? { stopAtr: text(stop.multiple), stopAtrPeriod: text(stop.period) } : {}),
    targetKind: target.kind,
    ...(target.kind === 'price' ? { targetDistance: text(target.distance) } : {}),
    ...(target.kind === 'atr'
      ? { targetAtr: text(target.multiple), targetAtrPeriod: text(target.period) }
      : {}),
    ...(target.kind === 'r' ? { targetR: text(target.multiple) } : {}),
    sizingKind: sizing.kind,
    ...(sizing.kind === 'fixed'
      ? { quantity: text(sizing.quantity) }
      : { riskPercent: text(sizing.percent) }),
    session: session === null ? 'none' : (preset?.id ?? 'custom'),
    ...(session === null
      ? {}
      : {
          sessionOpen: session.open,
          sessionClose: session.close,
          sessionTimeZone: session.timeZone,
          sessionWeekdays: (session.days ?? []).join() === '1,2,3,4,5',
        }),
    fillPriority: settings.fillPriority,
    commissionPerUnit: text(settings.commissionPerUnit),
    commissionPerOrder: text(settings.commissionPerOrder),
    slippageTicks: text(settings.slippageTicks),
    tickSize: text(settings.tickSize),
    multiplier: text(settings.multiplier),
    startingBalance: text(settings.startingBalance),
  };
}

/** Decimal places of a tick (0.25 -> 2, 0.00001 -> 5), the precision prices are shown at. */
export function tickPlaces(tick: number): number {
  const [, fraction = ''] = tick.toFixed(10).replace(/0+$/, '').split('.');
  return Math.min(10, fraction.length);
}
