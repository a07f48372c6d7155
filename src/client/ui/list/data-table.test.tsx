import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { actionsWidth, DataTable, nextSort } from './data-table.js';
import type { ColumnDef, RowAction } from './list-types.js';

interface Brand {
  id: number;
  name: string;
  active: boolean;
}

const rows: Brand[] = [
  { id: 1, name: 'Anker', active: true },
  { id: 2, name: 'Baseus', active: false },
];
const columns: ColumnDef<Brand>[] = [
  { header: 'Marka Adı', cell: (b) => b.name, width: '12rem' },
  { header: 'Durum', cell: (b) => (b.active ? 'Aktif' : 'Pasif'), hideOnPhone: true, cellClass: (b) => (b.active ? undefined : 'cell-invalid') },
];

describe('DataTable', () => {
  it("names its parts after the table's test id without '-table', and labels cells for the phone cards", () => {
    const onClick = vi.fn();
    const actions: RowAction<Brand>[] = [{ label: (b) => (b.active ? 'Pasif Et' : 'Aktif Et'), onClick }];
    render(<DataTable columns={columns} rows={rows} rowKey={(b) => b.id} rowActions={actions} emptyText="Marka Bulunamadı" testId="brands-table" rowClass={(b) => (b.active ? undefined : 'row-passive')} />);
    expect(screen.getByTestId('brands-table').querySelector('table')).toBeTruthy();
    const row = screen.getByTestId('brands-row-2');
    expect(row.className).toContain('row-passive');
    const cells = row.querySelectorAll('td');
    expect(cells[0].getAttribute('data-label')).toBe('Marka Adı');
    expect(cells[1].className).toContain('hide-phone');
    expect(cells[1].className).toContain('cell-invalid');
    expect(screen.getByTestId('brands-action-0-2').textContent).toBe('Aktif Et');
    fireEvent.click(screen.getByTestId('brands-action-0-1'));
    expect(onClick).toHaveBeenCalledWith(rows[0]);
    expect(screen.getByTestId('brands-table').querySelector('col')!.getAttribute('style')).toContain('12rem');
  });

  it('shows the empty text, or a spinner while the first page loads', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(b) => b.id} emptyText="Marka Bulunamadı" testId="brands-table" />);
    expect(screen.getByTestId('brands-empty').textContent).toBe('Marka Bulunamadı');
    rerender(<DataTable columns={columns} rows={[]} rowKey={(b) => b.id} emptyText="Marka Bulunamadı" loading testId="brands-table" />);
    expect(screen.queryByTestId('brands-empty')).toBeNull();
    expect(screen.getByTestId('brands-loading')).toBeTruthy();
  });

  it('toggles sort direction per field', () => {
    expect(nextSort(undefined, 'name')).toBe('name,asc');
    expect(nextSort('name,asc', 'name')).toBe('name,desc');
    expect(nextSort('name,desc', 'name')).toBe('name,asc');
    expect(nextSort('name,desc', 'price')).toBe('price,asc');
  });

  it('sizes the actions column by the buttons the rows really show', () => {
    const actions: RowAction<Brand>[] = [
      { label: 'Detay', onClick: vi.fn() },
      { label: 'Onaylanmayan Değişiklikler', visible: (b) => !b.active, onClick: vi.fn() },
    ];
    const narrow = parseFloat(actionsWidth(actions, [rows[0]]));
    const wide = parseFloat(actionsWidth(actions, rows));
    expect(narrow).toBeLessThan(15);
    expect(wide).toBeGreaterThan(30);
  });
});
