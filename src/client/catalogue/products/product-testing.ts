import type { ProductDetail } from '../../../shared/contract/models.js';
import { setTokens, setUser } from '../../lib/session.js';
import type { ApiRoute } from '../../testing/screen-testing.js';

/** Unit-test fixtures of the product screens (the shared helpers live in src/client/testing). */
/** A product as GET model/byid answers it; patch what a test needs. */
export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 42,
    supplyId: 1,
    supplyName: 'Anadolu Aksesuar',
    name: 'Kılıf',
    barcode: 'B-1',
    description: 'Silikon',
    brand: { id: 1, name: 'Anker' },
    subCategory: { id: 2, name: 'Kılıflar', category: { id: 3, name: 'Aksesuar' } },
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: false,
    approveType: 'APPROVED',
    lastApproveType: 'APPROVED',
    approveDescription: null,
    labels: [],
    picture: null,
    pictures: [],
    currentUpdateModel: null,
    audit: [],
    price: null,
    ...patch,
  };
}

/** Signs a supplier (TDR001) or distributor (DST001) user in, as the session stores it. */
export function signInAs(kind: 'supply' | 'disty') {
  setTokens({ token: 'access-1', refreshToken: 'refresh-1' });
  setUser({
    user: {
      id: 5,
      username: `${kind}_admin`,
      name: 'Deniz',
      surname: 'Kaya',
      roles: kind === 'supply' ? ['SUPPLY_ADMIN'] : ['DISTY_ADMIN'],
      supply: kind === 'supply' ? { id: 1, code: 'TDR001', name: 'Anadolu Aksesuar' } : null,
      disty: kind === 'disty' ? { id: 1, code: 'DST001', name: 'Marmara Dağıtım' } : null,
      loginReseller: null,
      resellers: [],
    },
    gsmNo: null,
    email: null,
    canOrder: false,
  });
}

/** Lookup answers the product form needs. */
export const lookupRoute: ApiRoute = (c) => {
  if (c.path === '/api/category/getAll') return [200, [{ id: 3, name: 'Aksesuar' }, { id: 4, name: 'Enerji' }]];
  if (c.path === '/api/subCategory/getAll') return [200, [{ id: 2, name: 'Kılıflar', category: { id: 3, name: 'Aksesuar' }, productScoreType: 'UNIT', scoreRatio: 1 }]];
  if (c.path === '/api/brand/getAll') return [200, [{ id: 1, name: 'Anker', newBrand: false, image: null, status: 1 }]];
  if (c.path === '/api/supply/getAll') return [200, [{ id: 1, code: 'TDR001', name: 'Anadolu Aksesuar' }, { id: 2, code: 'TDR002', name: 'Ege Tedarik' }]];
  return undefined;
};
