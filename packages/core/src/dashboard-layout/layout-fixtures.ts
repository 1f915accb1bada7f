// Documents as user_settings.dashboard_layout may hold them, written out as JSON text the way the
// database hands them back, so the tests read exactly what a release saved.

const parse = (text: string): unknown => JSON.parse(text);

/** Saved by this release: the trader moved the calendar up and hid the win / loss split. */
export const SAVED_V1 = parse(`{
  "version": 1,
  "widgets": [
    { "id": "kpis", "hidden": false },
    { "id": "mini-calendar", "hidden": false },
    { "id": "equity-curve", "hidden": false },
    { "id": "daily-pnl", "hidden": false },
    { "id": "win-loss", "hidden": true },
    { "id": "recent-trades", "hidden": false }
  ]
}`);

/** Saved before the mini calendar and the recent trades existed. */
export const V1_BEFORE_NEW_WIDGETS = parse(`{
  "version": 1,
  "widgets": [
    { "id": "daily-pnl", "hidden": true },
    { "id": "kpis", "hidden": false },
    { "id": "equity-curve", "hidden": false },
    { "id": "win-loss", "hidden": false }
  ]
}`);

/** Holds a widget a later release retired. */
export const V1_WITH_RETIRED_WIDGET = parse(`{
  "version": 1,
  "widgets": [
    { "id": "kpis", "hidden": false },
    { "id": "news-feed", "hidden": false },
    { "id": "equity-curve", "hidden": false },
    { "id": "daily-pnl", "hidden": false },
    { "id": "win-loss", "hidden": false },
    { "id": "recent-trades", "hidden": false },
    { "id": "mini-calendar", "hidden": false }
  ]
}`);

/** Unreadable documents, each for its own reason. */
export const CORRUPT = {
  'a string': parse(`"kpis,equity-curve"`),
  'an array': parse(`[{ "id": "kpis", "hidden": false }]`),
  'no version': parse(`{ "widgets": [] }`),
  'a version in text': parse(`{ "version": "1", "widgets": [] }`),
  'version 0': parse(`{ "version": 0, "widgets": [] }`),
  'a fractional version': parse(`{ "version": 1.5, "widgets": [] }`),
  'a newer version': parse(`{ "version": 7, "widgets": [] }`),
  'widgets not a list': parse(`{ "version": 1, "widgets": { "kpis": true } }`),
  'a widget without hidden': parse(`{ "version": 1, "widgets": [{ "id": "kpis" }] }`),
  'hidden in text': parse(`{ "version": 1, "widgets": [{ "id": "kpis", "hidden": "no" }] }`),
  'a widget twice': parse(
    `{ "version": 1, "widgets": [{ "id": "kpis", "hidden": false }, { "id": "kpis", "hidden": true }] }`,
  ),
  'a number': parse(`42`),
} as const;
