import { describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '@/lib/app-update';
import { act, renderWithProviders, screen } from '@/testing/test-utils';
import { UpdateBanner } from '../update-banner';

describe('UpdateBanner', () => {
  it('says nothing until a new version is ready, then updates when the person taps Actualizar', async () => {
    const { user } = renderWithProviders(<UpdateBanner />);
    expect(screen.queryByText(/Hay una nueva versión/)).not.toBeInTheDocument();

    const apply = vi.fn();
    act(() => offerUpdate(apply));
    expect(screen.getByTestId('update-banner')).toHaveTextContent(/^Hay una nueva versión —\s*Actualizar$/);
    expect(apply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
