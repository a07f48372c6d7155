import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/screen-testing.js';
import { FilterPanel, type FilterPanelProps } from './filter-panel.js';
import { EMPTY_FILTER } from './shop-filter.js';

const options = { categories: [{ id: 1, name: 'Şarj', subCategories: [{ id: 2, name: 'Adaptör' }] }], brands: [{ id: 3, name: 'TTEC' }], origins: ['Çin'] };

const panel = (open: boolean) => {
  const props: FilterPanelProps = { filter: EMPTY_FILTER, options: options as FilterPanelProps['options'], onField: () => undefined, onClear: () => undefined, open, onClose: () => undefined };
  return <FilterPanel {...props} />;
};

// The tests' matchMedia answers no to the desktop width: a phone.
describe('FilterPanel on a phone', () => {
  it('makes its fields when it first opens, and keeps them when it closes', async () => {
    const { rerender } = renderScreen(panel(false));
    expect(screen.getByTestId('shop-filters')).toBeTruthy();
    expect(screen.queryByTestId('filter-brand')).toBeNull();
    rerender(panel(true));
    expect(await screen.findByTestId('filter-brand')).toBeTruthy();
    expect(screen.getByTestId('filter-minPrice')).toBeTruthy();
    rerender(panel(false));
    expect(screen.getByTestId('filter-brand')).toBeTruthy();
  });
});
