import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { codedError } from '../lib/app-error.js';

export const invalidCredentials = () => codedError(400, ERROR_CODES.INVALID_CREDENTIALS, MSG.invalidCredentials);
export const tooMany = () => codedError(400, ERROR_CODES.TOO_MANY_ATTEMPTS, MSG.tooManyAttempts);
export const invalidOtp = () => codedError(400, ERROR_CODES.INVALID_OTP, MSG.otpInvalid, ['otpCode']);
export const invalidResetCode = () => codedError(400, ERROR_CODES.INVALID_RESET_CODE, MSG.resetCodeInvalid, ['passwordResetAuthCode']);
export const sessionExpired = () => codedError(401, ERROR_CODES.SESSION_EXPIRED, MSG.sessionExpired);
