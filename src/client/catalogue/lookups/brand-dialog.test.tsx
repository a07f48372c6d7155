import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { BrandDialog, brandFormProblem } from './brand-dialog.js';
import { clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';

const logo = () => new File([readFileSync('tests/fixtures/images/brand-logo.png')], 'brand-logo.png', { type: 'image/png' });
const BRAND: Brand = { id: 4, name: 'Anker', newBrand: false, image: { publicAddress: '/api/public/image/brands/anker.png' }, status: 1 };

const saved = (c: ApiCall): [number, unknown] => {
  const form = c.body as FormData;
  return [200, { ...BRAND, id: Number(form.get('id') ?? 9), name: String(form.get('name')), newBrand: form.get('newBrand') === 'true' }];
};

async function chooseFile(file: File) {
  const input = (await screen.findByTestId('brand-file-input')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByTestId('brand-file-thumb-0');
}

const flaggedName = () => screen.getByTestId('brand-name').classList.contains('ion-invalid');

describe('brand rules (spec 2 §5)', () => {
  it('needs a name, an image for a new brand, and one image only', () => {
    expect(brandFormProblem({ name: '  ', newBrand: false, files: [logo()] }, true)).toEqual({ field: 'name', text: 'Marka adı dolu olmalıdır.' });
    expect(brandFormProblem({ name: 'Anker', newBrand: false, files: [] }, true)).toEqual({ field: 'file', text: 'Marka resmi seçili olmalıdır.' });
    expect(brandFormProblem({ name: 'Anker', newBrand: false, files: [logo(), logo()] }, true)).toEqual({
      field: 'file',
      text: 'Sadece bir tane resim seçilmiş olmalıdır.',
    });
    expect(brandFormProblem({ name: 'Anker', newBrand: false, files: [logo(), logo()] }, false)?.text).toBe(CATALOGUE_MSG.brandOneImage);
    expect(brandFormProblem({ name: 'Anker', newBrand: true, files: [logo()] }, true)).toBeNull();
    // Editing keeps the current image when none is chosen.
    expect(brandFormProblem({ name: 'Anker', newBrand: false, files: [] }, false)).toBeNull();
  });
});

describe('brand dialog', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('warns about the name, then the image, before sending anything; then creates the brand', async () => {
    const server = fakeApi((c) => (c.path.endsWith('/brand/create') ? saved(c) : undefined));
    const onClose = vi.fn();
    renderScreen(<BrandDialog isOpen brand={null} onClose={onClose} />);

    await click('brand-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual(['Marka adı dolu olmalıdır.']);
    expect(flaggedName()).toBe(true);

    await typeIon('brand-name', 'Baseus');
    await waitFor(() => expect(flaggedName()).toBe(false));
    await click('brand-dialog-submit');
    await settle();
    // The second tap's warning in place of the first's (one toast per action).
    expect(toastsOf('warn')).toEqual(['Marka resmi seçili olmalıdır.']);
    expect(screen.getByTestId('brand-file-error').textContent).toBe('Marka resmi seçili olmalıdır.');
    expect(server.calls).toHaveLength(0);

    await chooseFile(logo());
    const box = screen.getByTestId('brand-new-flag');
    act(() => {
      box.dispatchEvent(new CustomEvent('ionChange', { detail: { checked: true }, bubbles: true }));
    });
    await click('brand-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = server.to('/brand/create')[0].body as FormData;
    expect(form.get('name')).toBe('Baseus');
    expect(form.get('newBrand')).toBe('true');
    expect((form.get('file') as File).name).toBe('brand-logo.png');
    expect(form.getAll('file')).toHaveLength(1);
    expect(toastsOf('success')).toEqual(['Marka oluşturuldu.']);
  });

  it("shows the spec's failure text when the server fails, and keeps the dialog open", async () => {
    fakeApi((c) => (c.path.endsWith('/brand/create') ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined));
    const onClose = vi.fn();
    renderScreen(<BrandDialog isOpen brand={null} onClose={onClose} />);
    await typeIon('brand-name', 'Baseus');
    await chooseFile(logo());
    await click('brand-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Marka oluşturulamadı.']));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's own verdict on a 400 and flags its field", async () => {
    fakeApi((c) =>
      c.path.endsWith('/brand/create') ? [400, { status: 400, code: 10001, errors: [{ field: 'name', message: 'Bu isimde bir marka var.' }], fields: ['name'] }] : undefined,
    );
    renderScreen(<BrandDialog isOpen brand={null} onClose={() => undefined} />);
    await typeIon('brand-name', 'Anker');
    await chooseFile(logo());
    await click('brand-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Bu isimde bir marka var.']));
    await waitFor(() => expect(flaggedName()).toBe(true));
  });

  it('edits a brand without a new image (the current one is kept) and says "Marka düzenlendi."', async () => {
    const server = fakeApi((c) => (c.path.endsWith('/brand/update') ? saved(c) : undefined));
    const onClose = vi.fn();
    renderScreen(<BrandDialog isOpen brand={BRAND} onClose={onClose} />);
    expect(((await screen.findByTestId('brand-current-image')) as HTMLImageElement).getAttribute('src')).toBe(BRAND.image!.publicAddress);
    await typeIon('brand-name', 'Anker Türkiye');
    await click('brand-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = server.to('/brand/update')[0].body as FormData;
    expect(form.get('id')).toBe('4');
    expect(form.get('name')).toBe('Anker Türkiye');
    expect(form.get('newBrand')).toBe('false');
    expect(form.get('file')).toBeNull();
    expect(toastsOf('success')).toEqual(['Marka düzenlendi.']);
  });

  it("shows 'Marka düzenlenemedi.' when the brand is gone", async () => {
    fakeApi(() => undefined);
    renderScreen(<BrandDialog isOpen brand={BRAND} onClose={() => undefined} />);
    await screen.findByTestId('brand-name');
    await click('brand-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Marka düzenlenemedi.']));
  });
});
