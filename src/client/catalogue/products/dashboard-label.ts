import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { addToDashboard, removeFromDashboard, type ProductRow } from '../../../shared/contract/models.js';

type Labels = ProductRow['labels'];

/** A product is on the home page while it carries the DASHBOARD label (spec 3 §2.7). */
export const isOnDashboard = (labels: Labels) => labels.some((l) => l.labelStatus === 'DASHBOARD');

/** What the row's button does next: its text, the call, and the text after success. */
export function dashboardToggle(labels: Labels) {
  return isOnDashboard(labels)
    ? { buttonText: CATALOGUE_MSG.removeFromDashboard, endpoint: removeFromDashboard, successText: CATALOGUE_MSG.removedFromDashboard, remove: true }
    : { buttonText: CATALOGUE_MSG.addToDashboard, endpoint: addToDashboard, successText: CATALOGUE_MSG.addedToDashboard, remove: false };
}

/** This list names an unset EOL 'Girilmedi' (spec 3 §2.7: Evet/Hayır/Girilmedi). */
export const dashboardEolLabel = (eol: boolean | null) => (eol === true ? 'Evet' : eol === false ? 'Hayır' : 'Girilmedi');
