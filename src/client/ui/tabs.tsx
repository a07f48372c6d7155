import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabDef {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  tabs: TabDef[];
  value: string;
  onValue: (key: string) => void;
  /** The tab list; each tab `${testId}-${key}`. */
  testId: string;
}

/**
 * A row of tabs drawn like Ionic's Material segment (an underlined, coloured active tab), with
 * plain buttons: the storefront and list screens a visit starts on show it, and a segment of web
 * components was part of their first long task. Arrow keys, Home and End move between tabs
 * (WAI-ARIA tabs); long labels wrap on narrow screens.
 */
export function Tabs({ tabs, value, onValue, testId }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === value);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = tabs[(next + tabs.length) % tabs.length];
    onValue(to.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(to.key)}"]`)?.focus();
  };
  return (
    <div ref={list} role="tablist" className="tabs" data-testid={testId} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const active = t.key === value;
        return (
          <button
            key={t.key}
            type="button"
            role="tab"
            className={active ? 'tab tab-active' : 'tab'}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            data-key={t.key}
            data-testid={`${testId}-${t.key}`}
            onClick={() => !active && onValue(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
