import type { ReactNode } from 'react';
import { IonButton, IonContent, IonModal, IonToggle } from '@ionic/react';
import { DialogHeader } from '../ui/dialogs/dialog-header.js';
import { getLayout, setLayout, useLayoutSettings, type ColorScheme, type InputStyle, type MenuMode } from '../lib/layout-settings.js';
import { ChoiceGroup } from './choice-group.js';
import { SwatchPicker } from './swatch-picker.js';
import { COMPONENT_THEME_SWATCHES, MENU_THEME_SWATCHES } from './theme-palette.js';

// Ionic reads the ripple setting once at start-up (main.tsx); a change fully applies after a reload.
const STARTUP_RIPPLE = getLayout().ripple;

const MENU_MODES: [MenuMode, string][] = [
  ['static', 'Statik'],
  ['overlay', 'Overlay'],
  ['slim', 'Slim'],
];
const SCHEMES: [ColorScheme, string][] = [
  ['light', 'Açık'],
  ['dim', 'Loş'],
  ['dark', 'Koyu'],
];
const INPUT_STYLES: [InputStyle, string][] = [
  ['outlined', 'Outlined'],
  ['filled', 'Filled'],
];

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <section className="config-section">
      <h3>{title}</h3>
      {children}
      {hint && <div className="config-hint">{hint}</div>}
    </section>
  );
}

/** The layout configurator (spec 1 §2.6): a side panel whose choices persist locally. */
export function Configurator({ isOpen, onClose, onDismissed }: { isOpen: boolean; onClose: () => void; onDismissed: () => void }) {
  const s = useLayoutSettings();
  const light = s.colorScheme === 'light';
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onDismissed} className="configurator-modal">
      <DialogHeader title="Görünüm Ayarları" onClose={onClose} />
      <IonContent className="ion-padding">
        <div data-testid="configurator" className="configurator">
          <Section title="Menü Tipi" hint="Slim menü yalnızca geniş ekranlarda uygulanır.">
            <ChoiceGroup label="Menü Tipi" options={MENU_MODES} value={s.menuMode} onChange={(menuMode) => setLayout({ menuMode })} />
          </Section>
          <Section title="Renk Şeması">
            <ChoiceGroup label="Renk Şeması" options={SCHEMES} value={s.colorScheme} onChange={(colorScheme) => setLayout({ colorScheme })} />
          </Section>
          <Section title="Giriş Alanı Stili">
            <ChoiceGroup label="Giriş Alanı Stili" options={INPUT_STYLES} value={s.inputStyle} onChange={(inputStyle) => setLayout({ inputStyle })} />
          </Section>
          <Section
            title="Dalga Efekti"
            hint={
              s.ripple !== STARTUP_RIPPLE && (
                <>
                  Sayfa yenilendiğinde tüm düğmelere uygulanır.
                  <IonButton size="small" fill="outline" onClick={() => window.location.reload()}>
                    Yenile
                  </IonButton>
                </>
              )
            }
          >
            <IonToggle checked={s.ripple} onIonChange={(e) => setLayout({ ripple: e.detail.checked })} justify="space-between">
              Tıklamada dalga efekti
            </IonToggle>
          </Section>
          <Section title="Menü Teması" hint={light ? undefined : 'Menü temaları yalnızca açık renk şemasında kullanılabilir.'}>
            <SwatchPicker
              label="Menü Teması"
              options={MENU_THEME_SWATCHES}
              value={s.menuTheme}
              onChange={(menuTheme) => setLayout({ menuTheme })}
              disabled={!light}
              testId="menu-theme"
            />
          </Section>
          <Section title="Bileşen Teması">
            <SwatchPicker
              label="Bileşen Teması"
              options={COMPONENT_THEME_SWATCHES}
              value={s.componentTheme}
              onChange={(componentTheme) => setLayout({ componentTheme })}
              testId="component-theme"
            />
          </Section>
        </div>
      </IonContent>
    </IonModal>
  );
}
