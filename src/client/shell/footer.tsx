import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { settingsOutline } from 'ionicons/icons';
import { APP_VERSION } from '../lib/config.js';
import { Configurator } from './configurator.js';

const SETTINGS = 'Görünüm Ayarları';

export function Footer() {
  const [open, setOpen] = useState(false);
  return (
    <footer className="app-footer">
      <span className="app-footer-version">Bayi Portalı v{APP_VERSION}</span>
      <IonButton fill="clear" size="small" onClick={() => setOpen(true)} title={SETTINGS} aria-label={SETTINGS} data-testid="configurator-open">
        <IonIcon slot="icon-only" icon={settingsOutline} />
      </IonButton>
      <Configurator isOpen={open} onClose={() => setOpen(false)} />
    </footer>
  );
}
