import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The serial ledger's screens (spec 2 §2.10–2.12, spec 3 §2.1): distribution, supplier invoices, the dealer's stock and transfers. */
export const serialScreens: ScreenMap = {
  '/saleInfoList': lazyScreen(() => import('./distribution/distribution-page.js')),
  '/supplyInvoiceList': lazyScreen(() => import('./invoices/supply-invoice-page.js')),
  '/stockInfoList': lazyScreen(() => import('./stock/reseller-stock-page.js')),
  '/mySerialTransfers': lazyScreen(() => import('./transfers/transfers-to-me-page.js')),
  '/serialTransfersFromMe': lazyScreen(() => import('./transfers/transfers-from-me-page.js')),
};
