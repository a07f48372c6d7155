import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, PHONE_MASK, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SelectField } from '../../ui/select-field.js';
import { TextField } from '../../ui/text-field.js';
import { type CustomerField, type CustomerForm, isCustomerType, maskPhone } from './customer.js';

const TYPE_OPTIONS = CUSTOMER_TYPES.map((t) => ({ value: t, label: CUSTOMER_TYPE_LABELS[t] }));

/**
 * Spec 2 §2.15 Customer Info: type (1 mobile, 2 broadband, 3 fixed line), name, surname, the
 * mobile number and the fixed line under the mask (999) 999-9999, the broadband service number.
 * Next checks the form and moves on; Clear resets the customer fields.
 */
export function CustomerTab({
  form,
  errors,
  onChange,
  onNext,
  onClear,
}: {
  form: CustomerForm;
  /** Shown once the dealer tried to move on. */
  errors: Partial<Record<CustomerField, string>>;
  onChange: (form: CustomerForm) => void;
  onNext: () => void;
  onClear: () => void;
}) {
  const set = (field: CustomerField) => (value: string) => onChange({ ...form, [field]: value });
  const masked = (field: 'customerPhoneNo' | 'customerPstnNo') => (value: string) => onChange({ ...form, [field]: maskPhone(value) });
  return (
    <section className="wizard-section" data-testid="wizard-customer">
      <div className="wizard-fields">
        <SelectField
          testId="wizard-customerType"
          label={WIZARD_MSG.customerType}
          value={form.customerType}
          options={TYPE_OPTIONS}
          onValue={(v) => onChange({ ...form, customerType: isCustomerType(v) ? v : '' })}
          error={errors.customerType}
        />
        <TextField testId="wizard-customerName" label={WIZARD_MSG.customerName} value={form.customerName} onValue={set('customerName')} maxlength={100} error={errors.customerName} />
        <TextField testId="wizard-customerSurname" label={WIZARD_MSG.customerSurname} value={form.customerSurname} onValue={set('customerSurname')} maxlength={100} error={errors.customerSurname} />
        <TextField
          testId="wizard-customerPhoneNo"
          type="tel"
          label={WIZARD_MSG.customerPhoneNo}
          placeholder={PHONE_MASK}
          value={form.customerPhoneNo}
          onValue={masked('customerPhoneNo')}
          maxlength={PHONE_MASK.length}
          error={errors.customerPhoneNo}
        />
        <TextField
          testId="wizard-customerServiceNo"
          type="tel"
          label={WIZARD_MSG.customerServiceNo}
          value={form.customerServiceNo}
          onValue={(v) => set('customerServiceNo')(v.replace(/\D/g, ''))}
          maxlength={20}
          error={errors.customerServiceNo}
        />
        <TextField
          testId="wizard-customerPstnNo"
          type="tel"
          label={WIZARD_MSG.customerPstnNo}
          placeholder={PHONE_MASK}
          value={form.customerPstnNo}
          onValue={masked('customerPstnNo')}
          maxlength={PHONE_MASK.length}
          error={errors.customerPstnNo}
        />
      </div>
      <div className="wizard-actions">
        <PlainButton fill="outline" color="medium" onClick={onClear} data-testid="wizard-clear">
          {WIZARD_MSG.clear}
        </PlainButton>
        <PlainButton onClick={onNext} data-testid="wizard-next">
          {WIZARD_MSG.next}
        </PlainButton>
      </div>
    </section>
  );
}
