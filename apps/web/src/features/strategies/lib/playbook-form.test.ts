import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_NAME,
  EMPTY_PLAYBOOK_FORM,
  checkPlaybookForm,
  issueOf,
  type PlaybookFormValues,
} from './playbook-form';

const VALUES: PlaybookFormValues = {
  name: '  Opening range breakout ',
  market: 'ES, NQ',
  timeframe: '5m',
  description: 'Trade the **first** range.\n\n',
  rules: [
    { id: 'r-1', text: ' Wait for the range to form ' },
    { id: 'r-2', text: 'Stop below the range' },
  ],
  maxRiskAmount: '1,250.50',
  maxTradesPerDay: '3',
};

const issuesOf = (values: PlaybookFormValues, otherNames: string[] = []) => {
  const check = checkPlaybookForm(values, { otherNames });
  return check.ok ? [] : check.issues;
};

describe('checkPlaybookForm', () => {
  it('gives the draft the database stores: trimmed text, plain decimals, empty fields as null', () => {
    const check = checkPlaybookForm(VALUES, { otherNames: ['Pullback'] });
    expect(check).toEqual({
      ok: true,
      draft: {
        name: 'Opening range breakout',
        market: 'ES, NQ',
        timeframe: '5m',
        description: 'Trade the **first** range.',
        rules: [
          { id: 'r-1', text: 'Wait for the range to form' },
          { id: 'r-2', text: 'Stop below the range' },
        ],
        maxRiskAmount: '1250.50',
        maxTradesPerDay: 3,
      },
    });
    const empty = checkPlaybookForm({ ...EMPTY_PLAYBOOK_FORM, name: 'Fade' }, { otherNames: [] });
    expect(empty).toEqual({
      ok: true,
      draft: {
        name: 'Fade',
        market: null,
        timeframe: null,
        description: null,
        rules: [],
        maxRiskAmount: null,
        maxTradesPerDay: null,
      },
    });
  });

  it('requires a name, unique among the other playbooks whatever its capitals', () => {
    expect(issueOf(issuesOf({ ...VALUES, name: '   ' }), 'name')).toBe('Give the playbook a name.');
    expect(issueOf(issuesOf(VALUES, ['OPENING RANGE BREAKOUT']), 'name')).toBe(DUPLICATE_NAME);
    expect(issueOf(issuesOf({ ...VALUES, name: 'x'.repeat(81) }), 'name')).toBe('Use at most 80 characters.');
  });

  it('names each empty or overlong rule by its id', () => {
    const issues = issuesOf({
      ...VALUES,
      rules: [
        { id: 'r-1', text: '  ' },
        { id: 'r-2', text: 'y'.repeat(501) },
      ],
    });
    expect(issueOf(issues, 'rule:r-1')).toBe('Write the rule, or remove it.');
    expect(issueOf(issues, 'rule:r-2')).toBe('Use at most 500 characters.');
  });

  it('takes a risk amount above zero and a whole number of trades from 1 to 1,000', () => {
    for (const maxRiskAmount of ['0', '0.00', '-5', 'ten', '1e3'])
      expect(issueOf(issuesOf({ ...VALUES, maxRiskAmount }), 'maxRiskAmount')).toMatch(/above zero/);
    for (const maxTradesPerDay of ['0', '1001', '2.5', '-1', 'two'])
      expect(issueOf(issuesOf({ ...VALUES, maxTradesPerDay }), 'maxTradesPerDay')).toMatch(/1 to 1,000/);
    expect(issuesOf({ ...VALUES, maxRiskAmount: '0.01', maxTradesPerDay: '1,000' })).toEqual([]);
  });
});
