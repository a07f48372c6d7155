import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FAULTY_ERROR_TOAST_MS, FAULTY_MSG, type FaultyProduct, type FaultySupplier, type FaultyUnit } from '../../../shared/contract/faulty.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { offlineDb } from '../../lib/offline/db.js';
import { ownerKey } from '../../lib/offline/meta-keys.js';
import { markNetworkUp } from '../../lib/offline/network-state.js';
import type { FaultyReportWrite } from '../../lib/offline/outbox.js';
import { kickOutbox } from '../../lib/offline/outbox-runner.js';
import { claimFor, wipeOfflineData } from '../../lib/offline/owner.js';
import { clearSession, getUser } from '../../lib/session.js';
import { chooseIon, clearToasts, click, json, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { currentToasts, type SeenCall, stubFetch } from '../../ui/kit-test-utils.js';
import ReportPage from './report-page.js';

// The camera reads one serial at once (the reader itself is tested in lib/scan).
vi.mock('../../lib/scan/code-reader.js', () => ({ chooseReader: async () => ({ kind: 'zxing', read: async () => 'SN-CAM-1' }) }));

/**
 * A browser's IndexedDB keeps a Blob as it is; fake-indexeddb clones with Node's structuredClone,
 * which cannot clone jsdom's Blob. While this file runs, Blobs pass through by reference, as a
 * browser's would come back whole.
 */
const nativeClone = globalThis.structuredClone;
// Node's clone makes its objects in the main realm, not this file's VM context: no prototype test.
const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && Object.prototype.toString.call(v) === '[object Object]' && !(v instanceof Blob);
function cloneKeepingBlobs<T>(value: T): T {
  const blobs: Blob[] = [];
  const out = (v: unknown): unknown => {
    if (v instanceof Blob) return { __blob: blobs.push(v) - 1 };
    if (Array.isArray(v)) return v.map(out);
    if (isPlain(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, out(x)]));
    return v;
  };
  const back = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(back);
    if (isPlain(v)) {
      const o = v;
      if (typeof o.__blob === 'number' && Object.keys(o).length === 1) return blobs[o.__blob];
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, back(x)]));
    }
    return v;
  };
  return back(nativeClone(out(value))) as T;
}
beforeAll(() => vi.stubGlobal('structuredClone', cloneKeepingBlobs));
afterAll(() => vi.stubGlobal('structuredClone', nativeClone));

const supply = { id: 7, name: 'Anadolu Aksesuar Tedarik A.Ş.', code: 'TDR001' };
const product: FaultyProduct = { modelId: 10, modelName: 'Anker Şarj Kablosu', barcode: '8691234567890', brandName: 'Anker', subCategoryName: 'Kablo', supply };
const unit: FaultyUnit = { ...product, productSerialNoId: 501, serialNo: 'SN-1', saleDate: '2026-03-02' };
const other: FaultyProduct = { modelId: 11, modelName: 'Baseus Kılıf', barcode: '8690000000011', brandName: 'Baseus', subCategoryName: 'Kılıf', supply };
const supplier: FaultySupplier = { id: 7, name: supply.name, code: 'TDR001', shippingName: 'Yurtiçi Kargo', postCode: 'YK-7', address: 'Ataşehir, İstanbul', phoneNumber: '02165550000' };
const catalogue = {
  brands: [{ id: 1, name: 'Anker' }, { id: 2, name: 'Baseus' }],
  categories: [{ id: 3, name: 'Aksesuar', subCategories: [{ id: 4, name: 'Kablo' }, { id: 5, name: 'Kılıf' }] }],
};

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const photo = (name = 'ariza.jpg', size = 2_000) => {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG_HEAD);
  return new File([bytes], name, { type: 'image/jpeg' });
};

describe('the faulty-product report /faultyProductNotification', () => {
  let calls: SeenCall[];
  let createAnswer: () => Response | Promise<Response>;
  const creates = () => calls.filter((c) => c.url.includes('/faultyProductManagement/create'));

  beforeEach(async () => {
    await wipeOfflineData();
    clearToasts();
    signIn(demoUser(['RESELLER_ADMIN']));
    await claimFor(ownerKey(getUser()));
    createAnswer = () => json(200, { id: 901 });
    ({ calls } = stubFetch(async (url) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname.endsWith('/faultyProductManagement/productSerialNo')) {
        return searchParams.get('serialNo') === 'SN-1' || searchParams.get('serialNo') === 'SN-CAM-1'
          ? json(200, { ...unit, serialNo: searchParams.get('serialNo') })
          : json(404, { status: 404, code: ERROR_CODES.NOT_FOUND, message: 'Not Found', description: FAULTY_MSG.productNotFound, errors: [], fields: [] });
      }
      if (pathname.endsWith('/faultyProductManagement/catalogue')) return json(200, catalogue);
      if (pathname.endsWith('/faultyProductManagement/models')) {
        const key = `${searchParams.get('brandId')}/${searchParams.get('subCategoryId')}`;
        return json(200, key === '1/4' ? [product] : key === '2/5' ? [other] : []);
      }
      if (pathname.endsWith('/faultyProductManagement/supplier/10')) return json(200, supplier);
      if (pathname.endsWith('/faultyProductManagement/supplier/11')) return json(404, { status: 404, code: ERROR_CODES.NOT_FOUND, message: 'Not Found', description: FAULTY_MSG.supplierNotFound, errors: [], fields: [] });
      if (pathname.endsWith('/faultyProductManagement/create')) return createAnswer();
      return json(404, { status: 404, code: 404, errors: [], fields: [] });
    }));
  });
  afterEach(async () => {
    await act(async () => {
      await Promise.all([...document.querySelectorAll('ion-modal')].map((m) => (m as HTMLIonModalElement).dismiss().catch(() => false)));
    });
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.stubGlobal('structuredClone', cloneKeepingBlobs);
    vi.restoreAllMocks();
    markNetworkUp();
    clearSession();
  });

  const open = () => renderScreen(<ReportPage />, { path: '/faultyProductNotification' });

  async function searchSerial(serial: string) {
    const input = await waitFor(() => {
      const found = screen.getByTestId('faulty-serial').querySelector('input');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    fireEvent.input(input, { target: { value: serial } });
    fireEvent.change(input, { target: { value: serial } });
    await click('faulty-search');
  }

  async function addPhoto(...files: File[]) {
    const input = await screen.findByTestId('faulty-photos-input');
    fireEvent.change(input, { target: { files } });
    await screen.findByTestId(`faulty-photos-thumb-${files.length - 1}`);
  }

  function checkNoSerial() {
    act(() => {
      screen.getByTestId('faulty-noSerial').dispatchEvent(new CustomEvent('ionChange', { detail: { checked: true }, bubbles: true }));
    });
  }

  it('finds the unit by its serial and shows its supplier, brand, model and barcode, and where to send it', async () => {
    open();
    await click('faulty-search');
    await waitFor(() => expect(toastsOf('error')).toContain(FAULTY_MSG.serialRequired));
    expect(screen.getByTestId('faulty-serial').textContent).toContain(FAULTY_MSG.serialRequired);

    await searchSerial('NOPE');
    await waitFor(() => expect(toastsOf('error')).toContain(FAULTY_MSG.productNotFound));
    // The server's words, for 4 s (spec 3 §8).
    expect(currentToasts().find((t) => t.text === FAULTY_MSG.productNotFound)?.durationMs).toBe(FAULTY_ERROR_TOAST_MS);
    expect(screen.queryByTestId('faulty-product')).toBeNull();

    await searchSerial('SN-1');
    await screen.findByTestId('faulty-product');
    expect(calls.some((c) => c.url.includes('/faultyProductManagement/productSerialNo?serialNo=SN-1'))).toBe(true);
    expect(screen.getByTestId('faulty-product-fields-supplier').textContent).toBe(supply.name);
    expect(screen.getByTestId('faulty-product-fields-brand').textContent).toBe('Anker');
    expect(screen.getByTestId('faulty-product-fields-model').textContent).toBe('Anker Şarj Kablosu');
    expect(screen.getByTestId('faulty-product-fields-barcode').textContent).toBe('8691234567890');
    expect(screen.getByTestId('faulty-product-fields-saleDate').textContent).toBe('02-03-2026');
    // A unit's sale date comes from its sale: no date field.
    expect(screen.queryByTestId('faulty-saleDate')).toBeNull();

    await screen.findByTestId('faulty-supplier-row');
    expect(screen.getByTestId('faulty-supplier-name').textContent).toBe(supplier.name);
    expect(screen.getByTestId('faulty-supplier-code').textContent).toBe('TDR001');
    expect(screen.getByTestId('faulty-supplier-shippingName').textContent).toBe('Yurtiçi Kargo');
    expect(screen.getByTestId('faulty-supplier-postCode').textContent).toBe('YK-7');
    expect(screen.getByTestId('faulty-supplier-address').textContent).toBe('Ataşehir, İstanbul');
    expect(screen.getByTestId('faulty-supplier-phoneNumber').textContent).toBe('02165550000');
  });

  it('reads a serial with the camera: Seri No Okundu, then the search', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const track = { stop: vi.fn(), getCapabilities: () => ({}) };
    const stream = { getVideoTracks: () => [track], getTracks: () => [track] };
    vi.stubGlobal('navigator', { ...navigator, onLine: true, mediaDevices: { getUserMedia: async () => stream }, vibrate: () => true });
    open();
    await click('faulty-serial-scan');
    await waitFor(() => expect(toastsOf('success')).toContain(FAULTY_MSG.serialRead));
    await waitFor(() => expect(screen.getByTestId('faulty-product-fields-serial').textContent).toBe('SN-CAM-1'));
  });

  it('asks for the product, the description and a photo in the spec’s words', async () => {
    open();
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.productRequired, FAULTY_MSG.descriptionRequired, FAULTY_MSG.photoRequired]));
    expect(screen.getByTestId('faulty-product-error').textContent).toBe(FAULTY_MSG.productRequired);
    expect(screen.getByTestId('faulty-photos-error').textContent).toBe(FAULTY_MSG.photoRequired);

    await searchSerial('SN-1');
    await screen.findByTestId('faulty-product');
    await typeIon('faulty-description', 'Şarj etmiyor.');
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.photoRequired]));
    expect(creates()).toHaveLength(0);
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  it('without a serial: brand → category → sub-category → product, then the sale date is required and sent as dd.mm.yyyy', async () => {
    open();
    checkNoSerial();
    await screen.findByTestId('faulty-cascade');
    expect(screen.queryByTestId('faulty-serial')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/faultyProductManagement/catalogue'))).toBe(true));
    await chooseIon('faulty-brand', '1');
    await chooseIon('faulty-category', '3');
    await chooseIon('faulty-subCategory', '4');
    await waitFor(() => expect(calls.some((c) => c.url.includes('/faultyProductManagement/models?brandId=1&subCategoryId=4'))).toBe(true));
    await waitFor(() => expect(screen.getByTestId('faulty-model').querySelectorAll('ion-select-option')).toHaveLength(1));
    await chooseIon('faulty-model', '10');
    await click('faulty-choose');
    await screen.findByTestId('faulty-product');
    expect(screen.getByTestId('faulty-product-fields-model').textContent).toBe('Anker Şarj Kablosu');

    await typeIon('faulty-description', 'Kablo kopuk geldi.');
    await addPhoto(photo());
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.saleDateRequired]));
    expect((screen.getByTestId('faulty-saleDate') as HTMLIonInputElement).errorText).toBe(FAULTY_MSG.saleDateRequired);

    await typeIon('faulty-saleDate', '2026-03-15');
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('success')).toContain(FAULTY_MSG.reported));
    const form = creates()[0].body as FormData;
    expect(form.get('modelId')).toBe('10');
    expect(form.get('saleDate')).toBe('15.03.2026');
    expect(form.get('description')).toBe('Kablo kopuk geldi.');
    expect(form.get('productSerialNoId')).toBeNull();
    expect(form.getAll('files')).toHaveLength(1);
  });

  it('reports online through one outbox write: multipart with the photos and the entry’s Idempotency-Key, then starts over after 3 s', async () => {
    open();
    await searchSerial('SN-1');
    await screen.findByTestId('faulty-product');
    await typeIon('faulty-description', 'Şarj etmiyor.');
    await addPhoto(photo('a.jpg', 3_000), photo('b.jpg', 4_000));
    expect(screen.getByTestId('faulty-photos-thumb-1')).toBeTruthy();
    // A photo removed is not sent.
    fireEvent.click(screen.getByTestId('faulty-photos-remove-1'));
    await waitFor(() => expect(screen.queryByTestId('faulty-photos-thumb-1')).toBeNull());
    await addPhoto(photo('c.jpg', 5_000), photo('d.jpg', 6_000));

    let queued: unknown;
    createAnswer = async () => {
      [queued] = await offlineDb().outbox.toArray();
      return json(200, { id: 901 });
    };
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('success')).toContain(FAULTY_MSG.reported));
    expect(creates()).toHaveLength(1);
    const entry = queued as { id: string; kind: string; label: string; body: FaultyReportWrite['body'] };
    expect(entry).toMatchObject({ kind: 'faulty.report', label: 'Anker Şarj Kablosu (Seri No: SN-1)', body: { fields: { productSerialNoId: 501, description: 'Şarj etmiyor.' } } });
    expect(entry.body.photos.map((p) => [p.name, p.type, p.blob.size])).toEqual([
      ['a.jpg', 'image/jpeg', 3_000],
      ['c.jpg', 'image/jpeg', 5_000],
      ['d.jpg', 'image/jpeg', 6_000],
    ]);
    expect(creates()[0].headers['Idempotency-Key']).toBe(entry.id);
    const form = creates()[0].body as FormData;
    expect(form.get('productSerialNoId')).toBe('501');
    expect(form.get('saleDate')).toBeNull();
    expect((form.getAll('files') as File[]).map((f) => [f.name, f.size])).toEqual([
      ['a.jpg', 3_000],
      ['c.jpg', 5_000],
      ['d.jpg', 6_000],
    ]);
    // Sent: it left the queue; the form waits, locked, and starts over after FAULTY_RELOAD_MS.
    expect(await offlineDb().outbox.count()).toBe(0);
    expect(screen.getByTestId('faulty-report-submit').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('faulty-product')).toBeNull(), { timeout: 6_000 });
    expect(screen.getByTestId('faulty-report-submit').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('faulty-photos-thumb-0')).toBeNull();
  });

  it('offline: the report waits in the outbox with its photos as Blobs and goes through once when the signal returns', async () => {
    open();
    await searchSerial('SN-1');
    await screen.findByTestId('faulty-product');
    await typeIon('faulty-description', 'Ekran kırık.');
    await addPhoto(photo('kirik.jpg', 7_000));
    createAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('info').join(' ')).toContain('sıraya alındı'), { timeout: 10_000 });
    const [entry] = await offlineDb().outbox.toArray();
    expect(entry).toMatchObject({ kind: 'faulty.report', state: 'queued' });
    const { photos } = entry.body as FaultyReportWrite['body'];
    expect(photos).toHaveLength(1);
    expect(photos[0].blob).toBeInstanceOf(Blob);
    expect(photos[0].blob.size).toBe(7_000);
    // Counted in the pending tray (which counts the outbox), and the form is free for the next report.
    expect(await offlineDb().outbox.count()).toBe(1);
    await waitFor(() => expect(screen.queryByTestId('faulty-product')).toBeNull());

    // The signal returns: the same write goes once, under the same key.
    createAnswer = () => json(200, { id: 902 });
    await offlineDb().outbox.update(entry.seq!, { nextAt: 0 });
    await kickOutbox();
    await waitFor(() => expect(creates()).toHaveLength(2));
    await kickOutbox();
    expect(creates()).toHaveLength(2);
    expect(creates().map((c) => c.headers['Idempotency-Key'])).toEqual([entry.id, entry.id]);
    expect(((creates()[1].body as FormData).get('files') as File).size).toBe(7_000);
    expect(await offlineDb().outbox.count()).toBe(0);
    // Told on the screen still open, and removed from the tray.
    expect(toastsOf('success')).toContain(FAULTY_MSG.reported);
  });

  it('a refusal shows the server’s words, leaves the queue and gives the form back', async () => {
    open();
    await searchSerial('SN-1');
    await screen.findByTestId('faulty-product');
    await typeIon('faulty-description', 'Şarj etmiyor.');
    await addPhoto(photo());
    createAnswer = () => json(422, { status: 422, code: ERROR_CODES.BUSINESS, errors: [], fields: [FAULTY_MSG.alreadyWaiting] });
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('error')).toContain(FAULTY_MSG.alreadyWaiting));
    // The refused write leaves the queue, and the form comes back as it was.
    await waitFor(() => expect(screen.getByTestId('faulty-report-submit').hasAttribute('disabled')).toBe(false));
    expect(await offlineDb().outbox.count()).toBe(0);
    expect(screen.getByTestId('faulty-product')).toBeTruthy();
    expect(screen.getByTestId('faulty-photos-thumb-0')).toBeTruthy();

    // A 404 with the server's own words (not the generic status text).
    clearToasts();
    createAnswer = () => json(404, { status: 404, code: ERROR_CODES.NOT_FOUND, message: 'Not Found', description: FAULTY_MSG.productNotFound, errors: [], fields: [] });
    await click('faulty-report-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.productNotFound]));
    expect(currentToasts().find((t) => t.text === FAULTY_MSG.productNotFound)?.durationMs).toBe(FAULTY_ERROR_TOAST_MS);
    await waitFor(() => expect(screen.getByTestId('faulty-report-submit').hasAttribute('disabled')).toBe(false));
    expect(await offlineDb().outbox.count()).toBe(0);
    expect(creates()).toHaveLength(2);
  });

  it('says so when the product has no supplier', async () => {
    open();
    checkNoSerial();
    await chooseIon('faulty-brand', '2');
    await chooseIon('faulty-category', '3');
    await chooseIon('faulty-subCategory', '5');
    await waitFor(() => expect(screen.getByTestId('faulty-model').querySelectorAll('ion-select-option')).toHaveLength(1));
    await chooseIon('faulty-model', String(other.modelId));
    await click('faulty-choose');
    expect((await screen.findByTestId('faulty-supplier-empty')).textContent).toBe(FAULTY_MSG.supplierNotFound);
    expect(screen.queryByTestId('faulty-supplier-row')).toBeNull();
    // The screen's own empty text, not an error toast.
    expect(toastsOf('error')).toEqual([]);
  });
});
