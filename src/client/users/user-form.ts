import type { Role } from '../../shared/access.js';
import type { BodyOf } from '../../shared/contract/endpoint.js';
import { emailSchema, type UserKind, type UserRow, USERS_MSG, userSave } from '../../shared/contract/users.js';
import type { Option } from '../ui/list/list-types.js';
import { formatGsm, gsmDigits, gsmGiven, isGsm } from './gsm.js';

/** How the dialog picks resellers: typed codes (TTG admin) or a choice of the caller's own (reseller admin). */
export type ResellerChooser = { kind: 'codes' } | { kind: 'choices'; options: Option[] };

/** What a screen's dialog creates: users of one kind, of its organisation when it has one. */
export interface UserDialogSetup {
  kind: UserKind;
  disty?: number;
  supply?: number;
  /** Reseller users only. */
  resellers?: ResellerChooser;
}

export interface UserForm {
  name: string;
  surname: string;
  email: string;
  /** As shown: 532 111 00 01. */
  gsm: string;
  role: string;
  /** Chosen reseller codes (the choice). */
  resellers: string[];
  /** Typed reseller codes, comma separated. */
  resellerCodes: string;
}

/** The form's fields by the names the server flags them with. */
export type UserField = 'name' | 'surname' | 'email' | 'gsmNo' | 'roles' | 'resellersCodes';
/** A field's problem: its text, or true for flagged without one. */
export type UserFormErrors = Partial<Record<UserField, string | true>>;

/** Distributor and supplier users need both e-mail and mobile (spec 2 §5). */
export const needsBothContacts = (kind: UserKind) => kind === 'DISTY' || kind === 'SUPPLY';

export const parseCodes = (text: string) => [...new Set(text.split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean))];

export function formOf(row: UserRow | null): UserForm {
  if (!row) return { name: '', surname: '', email: '', gsm: '5', role: '', resellers: [], resellerCodes: '' };
  const codes = row.resellers.map((r) => r.code);
  return {
    name: row.name,
    surname: row.surname,
    email: row.email ?? '',
    gsm: formatGsm(row.gsmNo),
    role: row.roles[0] ?? '',
    resellers: codes,
    resellerCodes: codes.join(', '),
  };
}

const resellerCodesOf = (form: UserForm, setup: UserDialogSetup) =>
  setup.resellers?.kind === 'codes' ? parseCodes(form.resellerCodes) : form.resellers;

/**
 * The checks before sending (spec 2 §5): name, surname and role required; the e-mail's pattern
 * and the mobile's 10 digits starting with 5 when given, both required for distributor and
 * supplier users; a reseller user needs a reseller. Operator-group and reseller users may have
 * neither contact (contactHint tells what that means). Null when the form may go; else the
 * flagged fields and the one warning to show.
 */
export function checkUserForm(form: UserForm, setup: UserDialogSetup): { errors: UserFormErrors; warning: string } | null {
  const errors: UserFormErrors = {};
  const missing: UserField[] = [];
  const email = form.email.trim();
  const gsm = gsmDigits(form.gsm);
  if (!form.name.trim()) missing.push('name');
  if (!form.surname.trim()) missing.push('surname');
  if (!form.role) missing.push('roles');
  if (needsBothContacts(setup.kind)) {
    if (!email) missing.push('email');
    if (!gsmGiven(gsm)) missing.push('gsmNo');
  }
  for (const field of missing) errors[field] = true;
  if (setup.kind === 'RESELLER' && resellerCodesOf(form, setup).length === 0) {
    missing.push('resellersCodes');
    errors.resellersCodes = USERS_MSG.resellerRequired;
  }
  const problems: string[] = [];
  if (email && !emailSchema.safeParse(email).success) problems.push((errors.email = USERS_MSG.emailInvalid));
  if (gsmGiven(gsm) && !isGsm(gsm)) problems.push((errors.gsmNo = USERS_MSG.gsmInvalid));
  if (missing.length === 0 && problems.length === 0) return null;
  return { errors, warning: missing.length > 0 ? USERS_MSG.required : problems[0] };
}

/**
 * The helper text under the contact fields: a user with neither mobile nor e-mail is saved, but
 * no one-time code or password reset can reach it. Null when there is a contact, or when the
 * screen asks for both anyway.
 */
export function contactHint(form: UserForm, setup: UserDialogSetup): string | null {
  return !needsBothContacts(setup.kind) && !form.email.trim() && !gsmGiven(gsmDigits(form.gsm)) ? USERS_MSG.noContactHint : null;
}

/** The save body (spec 2 §7): the user's own organisation when editing, else the screen's. */
export function saveBodyOf(form: UserForm, setup: UserDialogSetup, row: UserRow | null): BodyOf<typeof userSave> {
  const gsm = gsmDigits(form.gsm);
  return {
    ...(row ? { id: row.id } : {}),
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: form.email.trim() || null,
    gsmNo: gsmGiven(gsm) ? gsm : null,
    roles: [form.role as Role],
    resellersCodes: setup.kind === 'RESELLER' ? resellerCodesOf(form, setup) : [],
    disty: setup.kind === 'DISTY' ? (row?.disty?.id ?? setup.disty ?? null) : null,
    supply: setup.kind === 'SUPPLY' ? (row?.supply?.id ?? setup.supply ?? null) : null,
  };
}
