import { MSG } from '../../shared/messages.js';

export interface NewPasswordErrors {
  password?: string;
  password2?: string;
}

/**
 * Reset step 3 (spec 1 §5): both fields filled and equal. The required-message is the
 * e-mail text on purpose, reproducing the documented defect; no length rule is shown.
 */
export function validateNewPassword(password: string, password2: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = MSG.resetIdentityRequired;
  if (!password2) errors.password2 = MSG.resetIdentityRequired;
  if (password && password2 && password !== password2) errors.password2 = MSG.passwordsDontMatch;
  return errors;
}
