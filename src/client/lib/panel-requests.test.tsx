import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { requestPanel, usePanelRequest } from './panel-requests.js';

function Owner({ open }: { open: () => void }) {
  usePanelRequest('pending', open);
  return null;
}

describe('panel requests (the dashboard’s quick links to a panel)', () => {
  it('opens a mounted owner’s panel at once, and each request once', () => {
    const open = vi.fn();
    render(<Owner open={open} />);
    requestPanel('pending');
    expect(open).toHaveBeenCalledTimes(1);
    requestPanel('cart');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps a request until its owner mounts, then opens it once', () => {
    requestPanel('pending');
    const open = vi.fn();
    const { unmount } = render(<Owner open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    const again = vi.fn();
    render(<Owner open={again} />);
    expect(again).not.toHaveBeenCalled();
  });
});
