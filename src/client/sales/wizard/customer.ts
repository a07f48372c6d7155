import { digitsOnly } from '../../../shared/digits.js';
import { customerPhoneSchema, customerPstnSchema, customerServiceNoSchema } from '../../../shared/contract/sales.js';
import { CUSTOMER_NUMBER_FIELD, CUSTOMER_TYPES, type CustomerType, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';

/** Spec 2 §2.15 Customer Info: the form as typed ('' = empty). */
export interface CustomerForm {
  customerType: CustomerType | '';
  customerName: string;
  customerSurname: string;
  customerPhoneNo: string;
  customerServiceNo: string;
  customerPstnNo: string;
}
export type CustomerField = keyof CustomerForm;

export const EMPTY_CUSTOMER: CustomerForm = { customerType: '', customerName: '', customerSurname: '', customerPhoneNo: '', customerServiceNo: '', customerPstnNo: '' };

export const isCustomerType = (v: string): v is CustomerType => (CUSTOMER_TYPES as readonly string[]).includes(v);

/**
 * The spec's mask (999) 999-9999 applied as the dealer types: the digits placed into it, as far as
 * they go (a leading 0 dropped: the mask holds the 10 digits without the trunk prefix).
 */
export function maskPhone(raw: string): string {
  const d = digitsOnly(raw).replace(/^0+/, '').slice(0, 10);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null));

/**
 * The form's errors by field (the contract's own schemas and rules, as the server checks them):
 * type, name and surname required; the number of the customer's type required; every number given
 * must pass its rule.
 */
export function customerErrors(f: CustomerForm): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  if (!f.customerType) errors.customerType = WIZARD_MSG.customerRequired;
  if (!f.customerName.trim()) errors.customerName = WIZARD_MSG.customerRequired;
  if (!f.customerSurname.trim()) errors.customerSurname = WIZARD_MSG.customerRequired;
  const numbers = { customerPhoneNo: customerPhoneSchema, customerServiceNo: customerServiceNoSchema, customerPstnNo: customerPstnSchema } as const;
  for (const [field, schema] of Object.entries(numbers) as [keyof typeof numbers, (typeof numbers)[keyof typeof numbers]][]) {
    const message = firstMessage(schema.safeParse(f[field]));
    if (message) errors[field] = message;
  }
  if (f.customerType) {
    const required = CUSTOMER_NUMBER_FIELD[f.customerType];
    if (!f[required].trim() && !errors[required]) errors[required] = WIZARD_MSG.numberRequired[f.customerType];
  }
  return errors;
}
