import { expect, vi } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { videoFile } from '@/testing/tus-xhr';
import { UploadVideoDialog } from '../upload-video-dialog';

export const renderDialog = (onClose = vi.fn()) => ({
  onClose,
  ...renderWithProviders(<UploadVideoDialog open onClose={onClose} />),
});

/** Fills the form as a mentor does: title, skill and a video file, whose length the dialog shows. */
export async function fillForm(user: ReturnType<typeof renderDialog>['user'], title: string, skill = 'Pan amasado') {
  await user.type(screen.getByLabelText(/Título/), title);
  await user.selectOptions(screen.getByLabelText(/Habilidad/), skill);
  await user.upload(screen.getByLabelText(/Archivo de video/), videoFile());
  expect(await screen.findByText(/42s/)).toBeInTheDocument();
}
