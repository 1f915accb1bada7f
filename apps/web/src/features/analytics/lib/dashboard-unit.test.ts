import { describe, expect, it } from 'vitest';
import { readDashboardUnit, writeDashboardUnit } from './dashboard-unit';

describe('the dashboard unit in the URL', () => {
  it('reads R and percent, and money for anything else', () => {
    expect(readDashboardUnit(new URLSearchParams('unit=r'))).toBe('r');
    expect(readDashboardUnit(new URLSearchParams('unit=pct'))).toBe('pct');
    expect(readDashboardUnit(new URLSearchParams(''))).toBe('money');
    expect(readDashboardUnit(new URLSearchParams('unit=R'))).toBe('money');
    expect(readDashboardUnit(new URLSearchParams('unit=money'))).toBe('money');
  });

  it('writes the unit and keeps the filter; money leaves the parameter out', () => {
    const params = new URLSearchParams('period=this-month&account=a1');
    expect(writeDashboardUnit(params, 'pct').toString()).toBe('period=this-month&account=a1&unit=pct');
    expect(writeDashboardUnit(new URLSearchParams('unit=r&basis=gross'), 'money').toString()).toBe(
      'basis=gross',
    );
    expect(params.toString()).toBe('period=this-month&account=a1');
  });
});
