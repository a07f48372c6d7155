import type { ReactNode } from 'react';
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';

export interface TabDef {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  tabs: TabDef[];
  value: string;
  onValue: (key: string) => void;
  /** The segment; each tab `${testId}-${key}`. */
  testId: string;
}

/** A row of tabs (Ionic segment); long labels wrap on narrow screens. */
export function Tabs({ tabs, value, onValue, testId }: TabsProps) {
  return (
    <IonSegment
      data-testid={testId}
      className="tabs"
      value={value}
      onIonChange={(e) => e.detail.value !== undefined && String(e.detail.value) !== value && onValue(String(e.detail.value))}
    >
      {tabs.map((t) => (
        <IonSegmentButton
          key={t.key}
          value={t.key}
          data-testid={`${testId}-${t.key}`}
          // The click handler keeps the tabs usable where the segment's own gesture code does not run (jsdom).
          onClick={() => t.key !== value && onValue(t.key)}
        >
          <IonLabel>{t.label}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
