import { describe, expect, it } from 'vitest';
import { USERS_MSG, type UserRow } from '../../shared/contract/users.js';
import { checkUserForm, contactHint, formOf, saveBodyOf, type UserForm } from './user-form.js';

const filled = (patch: Partial<UserForm> = {}): UserForm => ({ ...formOf(null), name: 'Ali', surname: 'Kaya', role: 'TTG_USER', email: 'ali@ttg.com.tr', ...patch });

describe('user form checks (spec 2 §5)', () => {
  it('wants name, surname and role, and flags each missing one', () => {
    expect(checkUserForm(filled(), { kind: 'TTG' })).toBeNull();
    expect(checkUserForm(formOf(null), { kind: 'TTG' })).toEqual({
      errors: { name: true, surname: true, roles: true },
      warning: USERS_MSG.required,
    });
  });

  it('checks the e-mail pattern and the mobile when given; the default 5 is no number', () => {
    expect(checkUserForm(filled({ email: 'ali@' }), { kind: 'TTG' })).toEqual({ errors: { email: 'E-posta adresi geçerli olmalıdır.' }, warning: 'E-posta adresi geçerli olmalıdır.' });
    expect(checkUserForm(filled({ gsm: '532 111' }), { kind: 'TTG' })).toEqual({ errors: { gsmNo: USERS_MSG.gsmInvalid }, warning: USERS_MSG.gsmInvalid });
    expect(checkUserForm(filled({ gsm: '5' }), { kind: 'TTG' })).toBeNull();
  });

  it('asks no contact of operator-group and reseller users; a hint says they cannot sign in by code', () => {
    const none = filled({ email: '', gsm: '5' });
    const reseller = { kind: 'RESELLER' as const, resellers: { kind: 'codes' as const } };
    expect(checkUserForm(none, { kind: 'TTG' })).toBeNull();
    expect(checkUserForm({ ...none, role: 'RESELLER_USER', resellerCodes: 'BY10001' }, reseller)).toBeNull();
    expect(saveBodyOf(none, { kind: 'TTG' }, null)).toMatchObject({ email: null, gsmNo: null });
    expect(contactHint(none, { kind: 'TTG' })).toBe(USERS_MSG.noContactHint);
    expect(contactHint({ ...none, gsm: '' }, reseller)).toBe(USERS_MSG.noContactHint);
    expect(contactHint(filled({ gsm: '5' }), { kind: 'TTG' })).toBeNull();
    expect(contactHint(filled({ email: '', gsm: '532 111 00 01' }), { kind: 'TTG' })).toBeNull();
    // Distributor and supplier users are asked for both instead.
    expect(contactHint(none, { kind: 'DISTY', disty: 3 })).toBeNull();
  });

  it('wants both e-mail and mobile for distributor and supplier users', () => {
    const setup = { kind: 'DISTY' as const, disty: 3 };
    expect(checkUserForm(filled({ role: 'DISTY_USER' }), setup)).toEqual({ errors: { gsmNo: true }, warning: USERS_MSG.required });
    expect(checkUserForm(filled({ role: 'DISTY_USER', gsm: '532 111 00 01' }), setup)).toBeNull();
  });

  it('wants a reseller for reseller users and reads typed codes', () => {
    const setup = { kind: 'RESELLER' as const, resellers: { kind: 'codes' as const } };
    expect(checkUserForm(filled({ role: 'RESELLER_USER', resellerCodes: ' , ' }), setup)?.errors).toEqual({ resellersCodes: USERS_MSG.resellerRequired });
    const form = filled({ role: 'RESELLER_USER', gsm: '532 111 00 01', resellerCodes: 'BY10001, BY10002,BY10001' });
    expect(saveBodyOf(form, setup, null)).toEqual({
      name: 'Ali',
      surname: 'Kaya',
      email: 'ali@ttg.com.tr',
      gsmNo: '5321110001',
      roles: ['RESELLER_USER'],
      resellersCodes: ['BY10001', 'BY10002'],
      disty: null,
      supply: null,
    });
  });

  it('edits keep the id and the user’s own organisation', () => {
    const row: UserRow = {
      id: 9,
      username: 'ayse',
      name: 'Ayşe',
      surname: 'Demir',
      email: null,
      gsmNo: '5321110001',
      roles: ['SUPPLY_USER'],
      status: 1,
      resellers: [],
      disty: null,
      supply: { id: 4, code: 'TDR004', name: 'Ege' },
    };
    const form = formOf(row);
    expect(form.gsm).toBe('532 111 00 01');
    expect(saveBodyOf(form, { kind: 'SUPPLY', supply: 7 }, row)).toMatchObject({ id: 9, email: null, gsmNo: '5321110001', supply: 4, disty: null });
  });
});
