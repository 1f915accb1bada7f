// The narrative: a short text an OpenAI-compatible model the operator configured writes about the
// computed analysis. The model is sent figures only (titles, counts, money, R, intervals, what-ifs),
// never a trade, an id, a note or a time; whatever it answers or fails to, the analysis stands.
import {
  tradeCountOf,
  type CoachAnalysis,
  type CoachNarrative,
  type Confidence,
  type Finding,
  type NarrativeStatus,
} from '../../../packages/core/src/coach/index.ts';
import type { InstantRange } from '../../../packages/core/src/analytics-worker/index.ts';

export interface ModelConfig {
  /** Base URL ending before `/chat/completions`, e.g. http://127.0.0.1:8080/v1. */
  url: string;
  key: string | null;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 20_000;
/** Findings described to the model: the largest by impact; the rest move the result less. */
const FINDINGS_SENT = 12;
const MAX_TEXT_CHARS = 6000;

/** The endpoint from the server's environment, read per request; null when none is configured. */
export function modelConfig(env: Readonly<Record<string, string | undefined>>): ModelConfig | null {
  const url = env.EDGELOG_AI_URL?.trim() ?? '';
  const model = env.EDGELOG_AI_MODEL?.trim() ?? '';
  if (url === '' || model === '') return null;
  const timeout = Number(env.EDGELOG_AI_TIMEOUT_MS);
  return {
    url: url.replace(/\/+$/, ''),
    key: env.EDGELOG_AI_KEY?.trim() || null,
    model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_MODEL_TIMEOUT_MS,
  };
}

const round = (value: number | null, digits = 2): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function interval(confidence: Confidence | null) {
  if (confidence === null) return null;
  return {
    level: confidence.level,
    low: round(confidence.low),
    high: round(confidence.high),
    against: round(confidence.reference),
    clear: confidence.excludesReference,
  };
}

function describeFinding(finding: Finding) {
  if (finding.kind === 'behaviour') {
    const evidence: Record<string, number> = {};
    // Numbers only: a text of the evidence may name a day or a symbol.
    for (const [name, value] of Object.entries(finding.evidence))
      if (typeof value === 'number' && Number.isFinite(value)) evidence[name] = round(value) ?? 0;
    return {
      kind: 'habit',
      title: finding.title,
      trades: tradeCountOf(finding),
      cost: round(finding.cost),
      costR: round(finding.costR),
      suggestion: finding.suggestion,
      evidence,
      confidence: interval(finding.confidence),
    };
  }
  return {
    kind: finding.kind,
    title: `${finding.dimension}: ${finding.label}`,
    trades: finding.sampleSize,
    netPnl: round(finding.netPnl),
    expectancy: round(finding.expectancy),
    expectancyR: round(finding.expectancyR),
    effect: round(finding.effect),
    effectR: round(finding.effectR),
    confidence: interval(finding.confidence),
  };
}

/** Everything the model is told: computed figures, nothing of a single trade. */
export function narrativeFigures(analysis: CoachAnalysis, currency: string, range: InstantRange) {
  const s = analysis.summary;
  return {
    currency,
    period: { from: range.from, to: range.to },
    trades: analysis.tradeCount,
    summary: {
      netPnl: round(s.netPnl),
      wins: s.wins,
      losses: s.losses,
      winRatePct: round(s.winRatePct, 1),
      profitFactor: round(s.profitFactor),
      expectancy: round(s.expectancy),
      expectancyR: round(s.expectancyR),
      avgWin: round(s.avgWin),
      avgLoss: round(s.avgLoss),
      maxDrawdown: round(s.maxDrawdown),
    },
    findings: analysis.findings.slice(0, FINDINGS_SENT).map(describeFinding),
    whatIfs: analysis.whatIfs.map((whatIf) => ({
      title: whatIf.title,
      actualNetPnl: round(whatIf.actualNetPnl),
      whatIfNetPnl: round(whatIf.whatIfNetPnl),
      difference: round(whatIf.difference),
      tradesAffected: tradeCountOf(whatIf),
    })),
    smallSamplesLeftOut:
      analysis.notes.filter((note) => note.kind === 'small-sample').length +
      (analysis.smallSamplesLeftOut ?? 0),
  };
}

const SYSTEM_PROMPT = [
  "You are a trading coach writing a short summary of a trader's journal analysis.",
  'Use only the figures given; never invent numbers, trades or events.',
  'Money is in the given currency; R is profit or loss in multiples of the initial risk.',
  'A confidence interval marked clear: false is weak evidence: say so.',
  'Write at most 200 words of plain text: the biggest strength, the costliest habits with their',
  'suggestion, and what the what-if figures say. No headings, no lists of trades.',
].join(' ');

export function chatRequestBody(config: ModelConfig, figures: unknown) {
  return {
    model: config.model,
    temperature: 0.2,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Analysis figures (JSON):\n${JSON.stringify(figures)}` },
    ],
  };
}

function answerText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices))
    return null;
  const [choice] = body.choices as unknown[];
  if (typeof choice !== 'object' || choice === null || !('message' in choice)) return null;
  const message = choice.message;
  if (typeof message !== 'object' || message === null || !('content' in message)) return null;
  const content = message.content;
  if (typeof content !== 'string' || content.trim() === '') return null;
  return content.trim().slice(0, MAX_TEXT_CHARS);
}

export interface NarrativeOutcome {
  narrative: CoachNarrative | null;
  status: Extract<NarrativeStatus, 'ok' | 'failed' | 'timeout'>;
  /** Why it failed, for the server log only. */
  reason?: string;
}

/** Asks the model; never throws. `signal` is the request's own (the client left, the limit hit). */
export async function requestNarrative(
  config: ModelConfig,
  figures: unknown,
  signal: AbortSignal,
  now: () => Date,
): Promise<NarrativeOutcome> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.key !== null) headers.authorization = `Bearer ${config.key}`;
  try {
    const response = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(chatRequestBody(config, figures)),
      signal: AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { narrative: null, status: 'failed', reason: `the model answered ${response.status}` };
    }
    const text = answerText(await response.json());
    if (text === null) return { narrative: null, status: 'failed', reason: 'the answer had no text' };
    return { narrative: { text, model: config.model, generatedAt: now().toISOString() }, status: 'ok' };
  } catch (error) {
    if (timeout.aborted)
      return { narrative: null, status: 'timeout', reason: `no answer in ${config.timeoutMs} ms` };
    return {
      narrative: null,
      status: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
