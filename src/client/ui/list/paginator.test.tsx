import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Paginator, paginatorReport } from './paginator.js';

describe('Paginator', () => {
  it('reports the shown range as the spec words it', () => {
    expect(paginatorReport(25, 0, 10)).toBe('25 kayıttan 1 - 10 arası gösteriliyor');
    expect(paginatorReport(25, 2, 10)).toBe('25 kayıttan 21 - 25 arası gösteriliyor');
    expect(paginatorReport(5, 0, 5)).toBe('5 kayıttan 1 - 5 arası gösteriliyor');
    expect(paginatorReport(0, 0, 10)).toBe('0 kayıttan 0 - 0 arası gösteriliyor');
  });

  it('writes the counts with comma thousands (spec 3 §9: quantities like 3,276)', () => {
    expect(paginatorReport(3276, 0, 10)).toBe('3,276 kayıttan 1 - 10 arası gösteriliyor');
    expect(paginatorReport(1_234_567, 100, 25)).toBe('1,234,567 kayıttan 2,501 - 2,525 arası gösteriliyor');
    expect(paginatorReport(1000, 39, 25)).toBe('1,000 kayıttan 976 - 1,000 arası gösteriliyor');
  });

  it('moves between pages and changes the page size', () => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    render(<Paginator total={25} page={1} size={10} sizes={[5, 10, 25]} onPage={onPage} onSize={onSize} testId="p" />);
    expect(screen.getByTestId('p-page').textContent).toBe('2 / 3');
    fireEvent.click(screen.getByTestId('p-first'));
    fireEvent.click(screen.getByTestId('p-prev'));
    fireEvent.click(screen.getByTestId('p-next'));
    fireEvent.click(screen.getByTestId('p-last'));
    expect(onPage.mock.calls.map((c) => c[0])).toEqual([0, 0, 2, 2]);
    fireEvent.change(screen.getByTestId('p-size'), { target: { value: '25' } });
    expect(onSize).toHaveBeenCalledWith(25);
    expect([...screen.getByTestId('p-size').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['5', '10', '25']);
  });

  it('disables the way back on the first page and forward on the last', () => {
    render(<Paginator total={0} page={0} size={10} sizes={[10]} onPage={vi.fn()} onSize={vi.fn()} testId="p" />);
    for (const k of ['first', 'prev', 'next', 'last']) expect((screen.getByTestId(`p-${k}`) as HTMLIonButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('p-page').textContent).toBe('1 / 1');
  });
});
