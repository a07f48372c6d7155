import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IonApp } from '@ionic/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { typeIon } from '../kit-test-utils.js';
import { FilterBar, type FilterBarProps } from './filter-bar.js';
import type { FilterDef } from './list-types.js';

// The camera reads one code at once (the reader itself is tested in lib/scan).
vi.mock('../../lib/scan/code-reader.js', () => ({ chooseReader: async () => ({ kind: 'zxing', read: async () => '8691234567890' }) }));

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'modelName', label: 'Ürün Adı' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
];

function renderBar(props: Partial<FilterBarProps>) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IonApp>
        <FilterBar id="list" filters={FILTERS} values={{ barcode: '869' }} onChange={onChange} {...props} />
      </IonApp>
    </QueryClientProvider>,
  );
  return onChange;
}

/** The native input inside the Ionic one (rendered once the web component has loaded). */
const barcodeInput = () =>
  waitFor(() => {
    const input = screen.getByTestId('list-filter-barcode').querySelector('input');
    if (!input) throw new Error('not rendered yet');
    return input;
  });

describe("FilterBar's scan filter", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const track = { stop: vi.fn(), getCapabilities: () => ({}) };
    const stream = { getVideoTracks: () => [track], getTracks: () => [track] };
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => stream }, vibrate: () => true });
  });
  afterEach(async () => {
    // The sheet closes with an animation: let it end inside the test environment, then unmount.
    await act(async () => {
      await Promise.all([...document.querySelectorAll('ion-modal')].map((m) => m.dismiss().catch(() => false)));
    });
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a ScanField under the filter test id: typed like any text filter, with a camera button', async () => {
    const onChange = renderBar({});
    await typeIon('list-filter-barcode', '8691');
    expect(onChange).toHaveBeenLastCalledWith('barcode', '8691');
    expect(screen.getByTestId('list-filter-barcode-scan')).toBeTruthy();
    // A plain text filter has no camera.
    expect(screen.queryByTestId('list-filter-modelName-scan')).toBeNull();
  });

  it('a camera read and a hardware scanner’s Enter are committed at once when the list offers onCommit', async () => {
    const onCommit = vi.fn();
    const onChange = renderBar({ onCommit });
    fireEvent.keyDown(await barcodeInput(), { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('barcode', '869');
    fireEvent.click(screen.getByTestId('list-filter-barcode-scan'));
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('barcode', '8691234567890'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('without onCommit a camera read goes through onChange (the list’s debounce)', async () => {
    const onChange = renderBar({});
    fireEvent.keyDown(await barcodeInput(), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('list-filter-barcode-scan'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('barcode', '8691234567890'));
  });
});
