import { useEffect } from 'react';
import { ApiError } from '../lib/api.js';
import { toast } from '../lib/toast.js';

/**
 * The settings screens' own failure texts (spec 3 §8): a read that fails shows the screen's
 * '… getirme başarısız.' once; a save refused with field messages (400/422) keeps the server's
 * texts and flagged fields (thrown on to the form dialog), any other failure shows the screen's
 * '… düzenlenemedi.' / '… güncellenemedi.' and keeps the dialog open.
 */
export function useLoadFailure(isError: boolean, text: string) {
  useEffect(() => {
    if (isError) toast.error(text);
  }, [isError, text]);
}

/** Runs a save; true when it went through. */
export async function saveOr(text: string, save: () => Promise<unknown>): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body) throw error;
    toast.error(text);
    return false;
  }
}
