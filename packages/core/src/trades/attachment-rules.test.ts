import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, attachmentPath, attachmentRefusal, safeFileName } from './attachment-rules.ts';

describe('attachments', () => {
  it('takes images and PDFs up to 10 MiB only', () => {
    expect(
      attachmentRefusal({ name: 'chart.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES }),
    ).toBeNull();
    expect(attachmentRefusal({ name: 'fills.pdf', type: 'application/pdf', size: 1 })).toBeNull();
    expect(attachmentRefusal({ name: 'fills.csv', type: 'text/csv', size: 1 })).toBe('STORAGE-005');
    expect(attachmentRefusal({ name: 'x', type: '', size: 1 })).toBe('STORAGE-005');
    expect(attachmentRefusal({ name: 'big.jpg', type: 'image/jpeg', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      'STORAGE-006',
    );
  });

  it('stores under the owner’s and the trade’s folder with a safe name', () => {
    expect(safeFileName('../Screen Shot 2026-01-05 at 9.30.png')).toBe('Screen-Shot-2026-01-05-at-9.30.png');
    expect(safeFileName('日本.png')).toBe('png');
    expect(safeFileName('///')).toBe('file');
    expect(safeFileName(`${'a'.repeat(100)}.jpeg`)).toBe(`${'a'.repeat(75)}.jpeg`);
    expect(attachmentPath('u1', 't1', 'abc', 'a b.png')).toBe('u1/t1/abc-a-b.png');
  });
});
