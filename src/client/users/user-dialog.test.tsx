import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { type UserRow, USERS_MSG } from '../../shared/contract/users.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../testing/screen-testing.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { UserDialog } from './user-dialog.js';
import type { UserDialogSetup } from './user-form.js';

const ROLES: Record<string, { key: string; value: string }[]> = {
  ttg: [
    { key: 'TTG_ADMIN', value: 'TTG Admin' },
    { key: 'TTG_USER', value: 'TTG Kullanıcısı' },
  ],
  disty: [{ key: 'DISTY_USER', value: 'Distribütör Kullanıcısı' }],
};

const saved = (body: Record<string, unknown>): UserRow => ({
  id: 99,
  username: 'ali.kaya',
  name: String(body.name),
  surname: String(body.surname),
  email: null,
  gsmNo: null,
  roles: ['TTG_USER'],
  status: 1,
  resellers: [],
  disty: null,
  supply: null,
});

const route = (c: ApiCall): [number, unknown] | undefined => {
  const roles = /^\/api\/user\/roles\/(\w+)$/.exec(c.path);
  if (roles) return [200, ROLES[roles[1]] ?? []];
  if (c.path === '/api/user/save') return [200, saved(c.body as Record<string, unknown>)];
  return undefined;
};

const optionsOf = (testId: string) => Array.from(screen.getByTestId(testId).querySelectorAll('ion-select-option')).map((o) => (o as HTMLIonSelectOptionElement).value);
const open = (setup: UserDialogSetup) => renderScreen(<UserDialog setup={setup} user={null} isOpen onClose={() => undefined} />);

/** The contact fields of 'Kullanıcı Bilgileri' (spec 2 §5). */
describe('user dialog contacts', () => {
  beforeEach(() => {
    clearToasts();
    signIn(demoUser(['TTG_ADMIN']));
  });
  afterEach(async () => {
    await act(async () => {
      await Promise.all([...document.querySelectorAll('ion-modal')].map((m) => m.dismiss().catch(() => false)));
    });
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves an operator-group user with neither mobile nor e-mail; the hint under the contact fields says what that means', async () => {
    const server = fakeApi(route);
    open({ kind: 'TTG' });
    await waitFor(() => expect(screen.getByTestId('user-dialog-contact-hint').textContent).toBe(USERS_MSG.noContactHint));
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await waitFor(() => expect(optionsOf('user-dialog-role')).toEqual(['TTG_ADMIN', 'TTG_USER']));
    await chooseIon('user-dialog-role', 'TTG_USER');
    await click('user-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([USERS_MSG.created]));
    expect(toastsOf('warn')).toEqual([]);
    expect(server.to('/api/user/save')[0].body).toMatchObject({ name: 'Ali', surname: 'Kaya', email: null, gsmNo: null, roles: ['TTG_USER'] });
  });

  it('hides the hint once a contact is typed; a bad e-mail and a short mobile say their own texts', async () => {
    const server = fakeApi(route);
    open({ kind: 'TTG' });
    await screen.findByTestId('user-dialog-contact-hint');
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await typeIon('user-dialog-email', 'ali@');
    await waitFor(() => expect(screen.queryByTestId('user-dialog-contact-hint')).toBeNull());
    await waitFor(() => expect(optionsOf('user-dialog-role')).toEqual(['TTG_ADMIN', 'TTG_USER']));
    await chooseIon('user-dialog-role', 'TTG_USER');
    await click('user-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual(['E-posta adresi geçerli olmalıdır.']);
    expect(isFlagged('user-dialog-email')).toBe(true);

    clearToasts();
    await typeIon('user-dialog-email', '');
    await typeIon('user-dialog-gsm', '532 111');
    await click('user-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([USERS_MSG.gsmInvalid]);
    expect(isFlagged('user-dialog-gsm')).toBe(true);
    expect(server.to('/api/user/save')).toHaveLength(0);
  });

  it('shows no hint where both contacts are asked for (distributor users)', async () => {
    fakeApi(route);
    open({ kind: 'DISTY', disty: 3 });
    await screen.findByTestId('user-dialog-email');
    await settle();
    expect(screen.queryByTestId('user-dialog-contact-hint')).toBeNull();
  });
});
