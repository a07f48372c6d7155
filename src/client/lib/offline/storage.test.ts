import { afterEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../toast.js', () => ({ toast: toastMock }));

const load = async () => {
  vi.resetModules();
  return import('./storage.js');
};

describe('local storage: persistence and a full disk', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for persistent storage unless it is already granted', async () => {
    const { requestPersistence } = await load();
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false, persist } });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => true, persist } });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    expect(await requestPersistence()).toBe(false);
  });

  it("says 'Cihazda yer kalmadı…' once for a full disk (also inside Dexie's error), nothing for other errors", async () => {
    const { reportStorageError, STORAGE_MSG } = await load();
    reportStorageError(new Error('some other failure'));
    expect(toastMock.error).not.toHaveBeenCalled();
    reportStorageError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } });
    expect(toastMock.error).toHaveBeenCalledWith(STORAGE_MSG.quotaFull);
    reportStorageError(new DOMException('full', 'QuotaExceededError'));
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(STORAGE_MSG.quotaFull.startsWith('Cihazda yer kalmadı')).toBe(true);
  });
});
