import { describe, expect, it } from 'vitest';
import { withFilterPatch } from './filter-params';

describe('a filter change in the URL', () => {
  it('rewrites the filter keys and keeps the page parameters', () => {
    const current = new URLSearchParams('tab=weekday&period=this-month&account=b&basis=gross');
    const next = withFilterPatch(current, { accountIds: ['c', 'a'], basis: 'net' });
    expect(next.toString()).toBe('tab=weekday&period=this-month&account=a%2Cc');
    expect(current.toString()).toBe('tab=weekday&period=this-month&account=b&basis=gross');
  });

  it('drops the dates of a custom range when another preset is chosen', () => {
    const current = new URLSearchParams('period=custom&from=2025-01-01&to=2025-01-31');
    expect(withFilterPatch(current, { preset: 'last-7-days' }).toString()).toBe('period=last-7-days');
  });

  it('leaves no filter key for the default filter', () => {
    const current = new URLSearchParams('period=today&cur=EUR&view=year');
    expect(withFilterPatch(current, { preset: 'all', currency: null }).toString()).toBe('view=year');
  });
});
