import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { clearToasts, fakeApi, renderScreen, toastsOf } from '../testing/screen-testing.js';
import { useDisties } from './price-queries.js';

function DistyChoices() {
  useDisties();
  return <p>distribütörler</p>;
}

describe('useDisties', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Distributör getirme başarısız.' when GET disty/all fails (spec 3 §8)", async () => {
    clearToasts();
    fakeApi((c) => (c.path === '/api/disty/all' ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined));
    renderScreen(<DistyChoices />);
    await waitFor(() => expect(toastsOf('error')).toEqual(['Distributör getirme başarısız.']));
  });
});
