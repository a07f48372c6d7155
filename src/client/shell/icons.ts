import {
  cartOutline,
  constructOutline,
  cubeOutline,
  documentTextOutline,
  ellipseOutline,
  giftOutline,
  homeOutline,
  megaphoneOutline,
  peopleOutline,
  pricetagsOutline,
  receiptOutline,
  settingsOutline,
  statsChartOutline,
} from 'ionicons/icons';

// The route table names icons as strings (it also runs on the server); the SVGs live here.
const ICONS: Record<string, string> = {
  home: homeOutline,
  cube: cubeOutline,
  pricetags: pricetagsOutline,
  megaphone: megaphoneOutline,
  people: peopleOutline,
  receipt: receiptOutline,
  cart: cartOutline,
  construct: constructOutline,
  gift: giftOutline,
  settings: settingsOutline,
  'stats-chart': statsChartOutline,
  document: documentTextOutline,
};

export const iconFor = (name?: string) => (name && ICONS[name]) || ellipseOutline;
