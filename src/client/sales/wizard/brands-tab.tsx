import { useQuery } from '@tanstack/react-query';
import { brandsAll } from '../../../shared/contract/catalogue.js';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { ApiError, call } from '../../lib/api.js';
import { markNetworkDown } from '../../lib/offline/network-state.js';
import { PlainButton } from '../../ui/plain-button.js';
import { Spinner } from '../../ui/spinner.js';
import { WIZARD_UI } from './wizard-texts.js';

/** GET /brand/getAll; null without a network (the tab says so, no error toast in a shop without a signal). */
async function loadBrands() {
  try {
    return await call(brandsAll, { redirectOnSessionEnd: false });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    markNetworkDown();
    return null;
  }
}

/** Spec 2 §2.15 Brands: the brands with their name and image (spec 2 §7 "GET brands"). */
export function BrandsTab({ onNext }: { onNext: () => void }) {
  const brands = useQuery({ queryKey: ['brands', 'all'], queryFn: loadBrands, networkMode: 'always', staleTime: 5 * 60_000 });
  return (
    <section className="wizard-section" data-testid="wizard-brands">
      {brands.isPending ? (
        <Spinner />
      ) : brands.data === null ? (
        <p className="wizard-note">{WIZARD_UI.brandsOffline}</p>
      ) : !brands.data?.length ? (
        <p className="wizard-note">{WIZARD_UI.brandsEmpty}</p>
      ) : (
        <ul className="wizard-brands">
          {brands.data.map((b) => (
            <li key={b.id} className="wizard-brand" data-testid={`wizard-brand-${b.id}`}>
              {b.image ? <img src={b.image.publicAddress} alt="" loading="lazy" /> : <span className="wizard-brand-blank" aria-hidden="true" />}
              <span>{b.name}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="wizard-actions">
        <PlainButton onClick={onNext} data-testid="wizard-brands-next">
          {WIZARD_MSG.next}
        </PlainButton>
      </div>
    </section>
  );
}
