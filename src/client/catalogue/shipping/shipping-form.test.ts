import { describe, expect, it } from 'vitest';
import { SHIPPING_MSG } from '../../../shared/contract/shipping-info.js';
import { checkShipping, formatPhone, phoneDigits, postCodeDigits } from './shipping-form.js';

describe('shipping form', () => {
  it('keeps digits: a post code of at most 5, a phone of 10 without its national prefix, grouped 3-3-2-2', () => {
    expect(postCodeDigits('34a-0001')).toBe('34000');
    expect(phoneDigits('+90 (212) 555 00 00')).toBe('2125550000');
    expect(phoneDigits('0212 555 00 00')).toBe('2125550000');
    expect(formatPhone('21255')).toBe('212 55');
    expect(formatPhone('2125550000')).toBe('212 555 00 00');
    expect(formatPhone(null)).toBe('');
  });

  it('needs all four, a 5-digit post code and a 10-digit phone', () => {
    const ok = { shippingName: 'İade', postCode: '34000', address: 'Adres', phone: '212 555 00 00' };
    expect(checkShipping(ok)).toEqual({ messages: [], fields: {} });
    expect(checkShipping({ ...ok, shippingName: ' ', address: '' })).toEqual({ messages: [SHIPPING_MSG.required], fields: { shippingName: true, address: true } });
    expect(checkShipping({ ...ok, postCode: '3400', phone: '212 555' })).toEqual({ messages: [SHIPPING_MSG.postCode, SHIPPING_MSG.phone], fields: { postCode: true, phone: true } });
  });
});
