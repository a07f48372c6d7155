import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { clearToasts, fakeApi, renderScreen, toastsOf } from '../testing/screen-testing.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import DefineUserPage from './pages/define-user-page.js';

describe("/DefineUser's distributor picker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Distributör getirme başarısız.' when the distributors cannot be read (spec 3 §8)", async () => {
    clearToasts();
    signIn(demoUser(['TTG_ADMIN']));
    fakeApi((c) =>
      c.path === '/api/disty/getAll' ? [500, { status: 500, code: 500, errors: [], fields: [] }] : c.path === '/api/user/supplies' ? [200, []] : undefined,
    );
    renderScreen(<DefineUserPage />, { path: '/DefineUser' });
    await waitFor(() => expect(toastsOf('error')).toContain('Distributör getirme başarısız.'));
  });
});
