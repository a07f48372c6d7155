import { FAULTY_MSG } from '../../../shared/contract/faulty.js';
import { Spinner } from '../../ui/spinner.js';
import { useFaultySupplier } from './report-queries.js';
import { REPORT_UI } from './report-texts.js';

const COLUMNS = [
  [REPORT_UI.supplierName, 'name'],
  [REPORT_UI.supplierCode, 'code'],
  [REPORT_UI.cargoName, 'shippingName'],
  [REPORT_UI.cargoCode, 'postCode'],
  [REPORT_UI.address, 'address'],
  [REPORT_UI.phone, 'phoneNumber'],
] as const;

/**
 * Spec 3 §2.8 below the form: the chosen product's supplier to send the faulty unit to — name,
 * code, cargo name, cargo code, address, phone (the shipping information /ProductFault-Update
 * edits). Each cell carries its label, so on a phone the row reads as a card.
 */
export function SupplierTable({ modelId }: { modelId: number | null }) {
  const { data, isFetching } = useFaultySupplier(modelId);
  if (modelId === null) return null;
  return (
    <section className="faulty-report-supplier" data-testid="faulty-supplier">
      <h2 className="faulty-report-heading">{REPORT_UI.supplierTitle}</h2>
      {data === undefined && isFetching ? (
        <Spinner />
      ) : !data ? (
        <p className="faulty-report-empty" data-testid="faulty-supplier-empty">
          {FAULTY_MSG.supplierNotFound}
        </p>
      ) : (
        <table className="faulty-report-table">
          <thead>
            <tr>
              {COLUMNS.map(([label, key]) => (
                <th key={key}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr data-testid="faulty-supplier-row">
              {COLUMNS.map(([label, key]) => (
                <td key={key} data-label={label} data-testid={`faulty-supplier-${key}`}>
                  {data[key] || '-'}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}
