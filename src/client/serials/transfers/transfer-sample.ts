import { LEDGER_FILES, TRANSFER_SERIAL_COLUMN } from '../../../shared/ledger.js';
import { buildSampleFile, downloadSampleFile } from '../../ui/spreadsheet/sample-file.js';

/**
 * The transfer upload's sample (spec 2 §2.11): the one column the server reads, with two
 * serials as a dealer would paste them. Letters keep the cells text, as the server reads them.
 */
export const TRANSFER_SAMPLE_ROWS = [['ANK2026A000001'], ['ANK2026A000002']];

export const buildTransferSample = () => buildSampleFile([TRANSFER_SERIAL_COLUMN], TRANSFER_SAMPLE_ROWS);

export const downloadTransferSample = () => downloadSampleFile(LEDGER_FILES.transferSample, [TRANSFER_SERIAL_COLUMN], TRANSFER_SAMPLE_ROWS);
