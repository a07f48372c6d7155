// The grid is the kit's (ui/detail-fields.tsx, shared with the sales detail); importing it from
// here keeps the ledger dialogs' own styles (failed text, sections, blocks) loaded with it.
import './ledger-detail.css';

export { DetailFields, type DetailField } from '../../ui/detail-fields.js';
