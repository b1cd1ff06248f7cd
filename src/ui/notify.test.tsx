import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, prepareToasts, Toasts } from './notify';

describe('toasts', () => {
  it('load when the page asks for them ahead, and the first toast then shows in them', async () => {
    render(<Toasts label="Notifications" />);
    // nothing of sonner before it is asked for
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => prepareToasts());
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeTruthy();
    act(() => notify('success', 'Plov added'));
    expect(await screen.findByText('Plov added')).toBeTruthy();
  });
});
