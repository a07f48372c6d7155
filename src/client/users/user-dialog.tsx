import { useEffect, useMemo, useState } from 'react';
import { ROLE_LABELS, type Role } from '../../shared/access.js';
import { type UserRow, USERS_MSG } from '../../shared/contract/users.js';
import { toast } from '../lib/toast.js';
import { FormDialog } from '../ui/dialogs/form-dialog.js';
import type { Option } from '../ui/list/list-types.js';
import { MultiSelectField } from '../ui/multi-select-field.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import { GsmField } from './gsm-field.js';
import { checkUserForm, contactHint, formOf, needsBothContacts, saveBodyOf, type UserDialogSetup, type UserField, type UserForm, type UserFormErrors } from './user-form.js';
import { UserHistory } from './user-history.js';
import { saveUser, useInvalidateUsers, useRoleOptions } from './users-data.js';
import './users.css';

export interface UserDialogProps {
  setup: UserDialogSetup;
  /** The user to edit; null creates one. */
  user: UserRow | null;
  isOpen: boolean;
  onClose: () => void;
}

/** The role choices, with the edited user's own role even when the caller may not grant it. */
function withRole(options: Option[], role: string): Option[] {
  return !role || options.some((o) => o.value === role) ? options : [...options, { value: role, label: ROLE_LABELS[role as Role] ?? role }];
}

/**
 * 'Kullanıcı Bilgileri' (spec 2 §2.7, §5): name, surname, e-mail, mobile (masked), one role and,
 * for reseller users, their resellers. Checked here first; the server's field errors flag the
 * fields too. Editing shows the user's change history below the form.
 */
export function UserDialog({ setup, user, isOpen, onClose }: UserDialogProps) {
  const invalidate = useInvalidateUsers();
  const roles = useRoleOptions(setup.kind);
  const [form, setForm] = useState<UserForm>(() => formOf(null));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const both = needsBothContacts(setup.kind);

  useEffect(() => {
    if (!isOpen) return;
    setForm(formOf(user));
    setErrors({});
  }, [isOpen, user]);

  const roleOptions = useMemo(() => withRole(roles.data ?? [], user?.roles[0] ?? ''), [roles.data, user]);

  const edit = <K extends keyof UserForm>(key: K, field: UserField) => (value: UserForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const problems = checkUserForm(form, setup);
    if (problems) {
      setErrors(problems.errors);
      toast.warn(problems.warning);
      return;
    }
    const saved = await saveUser(saveBodyOf(form, setup, user));
    if (!saved) return;
    toast.success(user ? USERS_MSG.saved : USERS_MSG.created);
    void invalidate();
    onClose();
  };

  const text = (e: string | true | undefined) => (typeof e === 'string' ? e : undefined);
  const chooser = setup.kind === 'RESELLER' ? setup.resellers : undefined;
  const hint = contactHint(form, setup);

  return (
    <FormDialog isOpen={isOpen} title={USERS_MSG.dialogTitle} onClose={onClose} onSubmit={submit} testId="user-dialog">
      {(flagged) => (
        <>
          <div className="settings-form user-form">
            <TextField testId="user-dialog-name" label="Ad" value={form.name} onValue={edit('name', 'name')} maxlength={100} flagged={!!errors.name || flagged.name} />
            <TextField
              testId="user-dialog-surname"
              label="Soyad"
              value={form.surname}
              onValue={edit('surname', 'surname')}
              maxlength={100}
              flagged={!!errors.surname || flagged.surname}
            />
            <TextField
              testId="user-dialog-email"
              label={both ? 'E-posta *' : 'E-posta'}
              type="email"
              autocomplete="off"
              value={form.email}
              onValue={edit('email', 'email')}
              maxlength={200}
              error={text(errors.email)}
              flagged={!!errors.email || flagged.email}
            />
            <GsmField
              testId="user-dialog-gsm"
              label={both ? 'Cep Telefonu *' : 'Cep Telefonu'}
              value={form.gsm}
              onValue={edit('gsm', 'gsmNo')}
              error={text(errors.gsmNo)}
              flagged={!!errors.gsmNo || flagged.gsmNo}
            />
            {hint && (
              <p className="user-contact-hint" role="note" data-testid="user-dialog-contact-hint">
                {hint}
              </p>
            )}
            <SelectField
              testId="user-dialog-role"
              label="Rol"
              value={form.role}
              options={roleOptions}
              onValue={edit('role', 'roles')}
              flagged={!!errors.roles || flagged.roles}
            />
            {chooser?.kind === 'codes' && (
              <TextField
                testId="user-dialog-resellers"
                label="Bayi Kodları"
                placeholder="BY10001, BY10002"
                value={form.resellerCodes}
                onValue={edit('resellerCodes', 'resellersCodes')}
                helperText="Virgülle ayırarak yazınız."
                error={text(errors.resellersCodes)}
                flagged={!!errors.resellersCodes || flagged.resellersCodes}
              />
            )}
            {chooser?.kind === 'choices' && (
              <MultiSelectField
                testId="user-dialog-resellers"
                label="Bayiler"
                values={form.resellers}
                options={chooser.options}
                onValues={edit('resellers', 'resellersCodes')}
                error={text(errors.resellersCodes)}
                flagged={!!errors.resellersCodes || flagged.resellersCodes}
              />
            )}
          </div>
          {user && <UserHistory key={user.id} userId={user.id} />}
        </>
      )}
    </FormDialog>
  );
}
