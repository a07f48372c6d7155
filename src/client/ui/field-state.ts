/** Ionic shows errorText and the red outline only on `ion-invalid ion-touched` (shared by every field). */
export const invalidClass = (error?: string, flagged?: boolean) => (error || flagged ? 'ion-invalid ion-touched' : undefined);
