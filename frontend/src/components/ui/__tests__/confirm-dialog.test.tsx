import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { renderWithProviders, screen } from '@/testing/test-utils';

const Award = ({ onConfirm }: { onConfirm: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Adjudicar</button>
      <ConfirmDialog
        open={open}
        title="Adjudicar trabajo"
        confirmLabel="Adjudicar"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        ¿Adjudicar «Kinesiólogo/a» a Camila Rojas? Las demás postulaciones quedarán rechazadas.
      </ConfirmDialog>
    </>
  );
};

describe('ConfirmDialog', () => {
  // A screen reader read the title alone: the question was a paragraph the dialog did not point to.
  it('is announced with its question, and confirms nothing until its button is pressed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Award onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Adjudicar' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Adjudicar trabajo' });
    expect(dialog).toHaveAccessibleDescription(/Las demás postulaciones quedarán rechazadas/);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
