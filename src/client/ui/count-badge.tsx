import './count-badge.css';

export interface CountBadgeProps {
  count: number;
  color?: 'danger' | 'warning' | 'medium' | 'primary';
  className?: string;
  'data-testid'?: string;
  /** Shown to screen readers too (default: hidden, the button's label says the count). */
  spoken?: boolean;
  /** Above it the badge says 'max+' (default 99). */
  max?: number;
}

/** A small count pill (Ionic's badge look, a plain element): '99+' above 99. */
export function CountBadge({ count, color = 'danger', className, spoken, max = 99, ...rest }: CountBadgeProps) {
  return (
    <span className={`count-badge count-badge-${color}${className ? ` ${className}` : ''}`} aria-hidden={spoken ? undefined : true} {...rest}>
      {count > max ? `${max}+` : count}
    </span>
  );
}
