/*
 * Ionic core, basic and utility CSS; the portal's theme comes last. Ionic's flex, display and
 * text-alignment utility classes are left out: no screen uses them (grep 'ion-justify', 'ion-hide',
 * 'ion-text-' classes before adding one). The side menu's CSS comes with its chunk (app/shell-frame.tsx).
 */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme/theme.css';
