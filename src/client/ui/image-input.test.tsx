import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MSG } from '../../shared/messages.js';
import { checkImages, ImageInput } from './image-input.js';
import { clearToasts, currentToasts } from './kit-test-utils.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const png = (name: string, extra = 0) => new File([new Uint8Array([...PNG, ...new Array(extra).fill(1)])], name, { type: 'image/png' });

function Harness({ multiple, maxBytes, onFiles }: { multiple?: boolean; maxBytes?: number; onFiles?: (f: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImageInput
      label="Marka Resmi"
      files={files}
      multiple={multiple}
      maxBytes={maxBytes}
      onFiles={(f) => {
        setFiles(f);
        onFiles?.(f);
      }}
      testId="img"
    />
  );
}

const choose = (files: File[]) => act(() => fireEvent.change(screen.getByTestId('img-input'), { target: { files } }));

describe('ImageInput', () => {
  beforeEach(() => {
    clearToasts();
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:thumb-${n++}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a text file named .png and an oversize image, with warnings', async () => {
    const onFiles = vi.fn();
    render(<Harness multiple maxBytes={100} onFiles={onFiles} />);
    expect(screen.getByTestId('img-input').getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp');
    const fake = new File(['merhaba dünya, ben bir resim değilim'], 'logo.png', { type: 'image/png' });
    await choose([fake, png('big.png', 200)]);
    await waitFor(() => expect(currentToasts().map((t) => t.text).sort()).toEqual([MSG.fileTooBig(100), MSG.notImage].sort()));
    expect(currentToasts().every((t) => t.severity === 'warn')).toBe(true);
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.queryByTestId('img-thumb-0')).toBeNull();
  });

  it('keeps real images as thumbnails and removes them on demand', async () => {
    render(<Harness multiple />);
    await choose([png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByTestId('img-thumb-1')).toBeTruthy());
    expect(screen.getByTestId('img-thumb-0').querySelector('img')!.getAttribute('src')).toMatch(/^blob:thumb-/);
    fireEvent.click(screen.getByTestId('img-remove-0'));
    expect(screen.getByTestId('img-thumb-0').getAttribute('title')).toBe('b.png');
    expect(screen.queryByTestId('img-thumb-1')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it('limits the count and replaces a single image', async () => {
    const three = [png('1.png'), png('2.png'), png('3.png')];
    const many = await checkImages(three, [png('4.png'), png('5.png')], { multiple: true, maxFiles: 4 });
    expect(many.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png']);
    expect(many.warnings).toEqual([MSG.tooManyFiles(4)]);
    const single = await checkImages([png('old.png')], [png('new.png')]);
    expect(single.files.map((f) => f.name)).toEqual(['new.png']);
    expect(single.warnings).toEqual([]);
  });
});
