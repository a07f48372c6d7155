import { afterEach, describe, expect, it } from 'vitest';
import { readBatchId, storeBatchId } from './batch-storage.js';

describe('batch id in browser storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the id base64 encoded, null for a new batch, per kind', () => {
    storeBatchId('serial', 42);
    expect(localStorage.getItem('accessoryCampaignSerialTitleId')).toBe(btoa('42'));
    expect(readBatchId('serial')).toBe(42);
    expect(readBatchId('pass')).toBeNull();
    storeBatchId('serial', null);
    expect(readBatchId('serial')).toBeNull();
    localStorage.setItem('accessoryCampaignPassTitleId', '%%%');
    expect(readBatchId('pass')).toBeNull();
  });
});
