import { chevronBackOutline, chevronForwardOutline, playBackOutline, playForwardOutline } from 'ionicons/icons';
import { formatQuantity } from '../../../shared/format.js';
import { PlainButton } from '../plain-button.js';

export interface PaginatorProps {
  total: number;
  /** From 0. */
  page: number;
  size: number;
  sizes: number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** Root test id; buttons `${testId}-first|prev|next|last`, `${testId}-size`, `${testId}-report`. */
  testId: string;
}

/** 'N kayıttan first - last arası gösteriliyor' (spec 2 §9), comma thousands (spec 3 §9: 3,276); an empty list shows 0 - 0. */
export function paginatorReport(total: number, page: number, size: number) {
  const first = total === 0 ? 0 : Math.min(page * size + 1, total);
  const last = Math.min((page + 1) * size, total);
  return `${formatQuantity(total)} kayıttan ${formatQuantity(first)} - ${formatQuantity(last)} arası gösteriliyor`;
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / Math.max(1, size)));

export function Paginator({ total, page, size, sizes, onPage, onSize, testId }: PaginatorProps) {
  const pages = pageCount(total, size);
  const atStart = page <= 0;
  const atEnd = page >= pages - 1;
  const nav = (key: string, label: string, icon: string, target: number, disabled: boolean) => (
    <PlainButton
      fill="clear"
      size="small"
      className="paginator-button"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      data-testid={`${testId}-${key}`}
      onClick={() => onPage(target)}
    />
  );
  return (
    <nav className="paginator" data-testid={testId} aria-label="Sayfalama">
      <span className="paginator-report" data-testid={`${testId}-report`}>
        {paginatorReport(total, page, size)}
      </span>
      <span className="paginator-nav">
        {nav('first', 'İlk sayfa', playBackOutline, 0, atStart)}
        {nav('prev', 'Önceki sayfa', chevronBackOutline, page - 1, atStart)}
        <span className="paginator-page" data-testid={`${testId}-page`}>
          {page + 1} / {pages}
        </span>
        {nav('next', 'Sonraki sayfa', chevronForwardOutline, page + 1, atEnd)}
        {nav('last', 'Son sayfa', playForwardOutline, pages - 1, atEnd)}
        <select
          className="paginator-size"
          aria-label="Sayfa başına kayıt"
          data-testid={`${testId}-size`}
          value={size}
          onChange={(e) => onSize(Number(e.target.value))}
        >
          {(sizes.includes(size) ? sizes : [...sizes, size].sort((a, b) => a - b)).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
