import { fireEvent, screen } from '@testing-library/react';
import { currentToasts, json, type SeenCall, stubFetch } from '../kit-test-utils.js';

/** Unit-test helpers of the spreadsheet upload screens (catalogue and prices). */

/** An .xlsx by name and magic bytes (a zip), which the upload field accepts. */
export const xlsxFile = (name: string) =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0, 0, 0, 0])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** Chooses `file` in the upload field of the screen `testId` (SpreadsheetUpload's `${testId}-upload-input`). */
export async function pickFile(testId: string, file: File) {
  const input = (await screen.findByTestId(`${testId}-upload-input`)) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The shown toasts as 'Title: text'. */
export const toastTexts = () => currentToasts().map((t) => `${t.title}: ${t.text}`);

/** Stubs fetch with `answer` (undefined: 200 with 0); returns the calls made to a url. */
export function stubSheetApi(answer: (url: string) => Response | undefined): (url: string) => SeenCall[] {
  const { calls } = stubFetch(async (url) => answer(url) ?? json(200, 0));
  return (url) => calls.filter((c) => c.url === url);
}
