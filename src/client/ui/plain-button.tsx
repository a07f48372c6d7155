import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';
import { Glyph } from './glyph.js';
import './plain-button.css';

export type PlainFill = 'solid' | 'outline' | 'clear';
export type PlainColor = 'primary' | 'medium' | 'danger' | 'success' | 'warning';

interface Look {
  fill?: PlainFill;
  color?: PlainColor;
  size?: 'small' | 'default';
  /** An ionicons icon before the text; alone (no children) the button is a round icon button. */
  icon?: string;
  /** A round icon button even with children (a badge over the icon). */
  iconOnly?: boolean;
  /** 'block': the whole width of its container. */
  expand?: 'block';
  children?: ReactNode;
}

const classOf = ({ fill = 'solid', color = 'primary', size = 'default', icon, iconOnly, expand, children }: Look, extra?: string) =>
  [
    'pbtn',
    `pbtn-${fill}`,
    `pbtn-${color}`,
    size === 'small' ? 'pbtn-small' : '',
    iconOnly || (icon && children === undefined) ? 'pbtn-icon-only' : '',
    expand === 'block' ? 'pbtn-block' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');

const content = ({ icon, children }: Look) => (
  <>
    {icon && <Glyph icon={icon} />}
    {children}
  </>
);

export type PlainButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> & { 'data-testid'?: string };

/**
 * A button drawn like Ionic's Material button (solid, outline, clear; small; round icon-only)
 * with a plain <button> and CSS: for the screens a visit starts on — the top bar, the storefront,
 * the paginator — where dozens of <ion-button>s (each a web component with a shadow root and a
 * ripple) made the first render one long task on a phone. Colours follow the theme's variables.
 */
export function PlainButton({ fill, color, size, icon, iconOnly, expand, children, className, type = 'button', ...rest }: PlainButtonProps) {
  const look = { fill, color, size, icon, iconOnly, expand, children };
  return (
    <button type={type} className={classOf(look, className)} {...rest}>
      {content(look)}
    </button>
  );
}

export type PlainLinkButtonProps = Look & {
  to: string;
  /** Ionic's navigation direction: 'root' opens a new stack (the menu's and the bells' links). */
  direction?: 'forward' | 'root';
  className?: string;
  title?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** A link that looks like a PlainButton; it navigates through Ionic's router (its stack and direction), like IonButton's routerLink. */
export function PlainLinkButton({ fill, color, size, icon, iconOnly, children, className, to, direction = 'forward', ...rest }: PlainLinkButtonProps) {
  const look = { fill, color, size, icon, iconOnly, children };
  const router = useIonRouter();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the browser's.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.push(to, direction);
  };
  return (
    <a href={to} onClick={go} className={classOf(look, className)} {...rest}>
      {content(look)}
    </a>
  );
}
