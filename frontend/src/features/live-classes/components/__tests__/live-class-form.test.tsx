import { describe, expect, it, vi } from 'vitest';
import { LIVE_CLASS_MSG } from '@conectando/contracts';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { toChileInputs } from '@/lib/chile-inputs';
import { LiveClassForm } from '../live-class-form';

vi.setConfig({ testTimeout: 60_000 });

describe('Nuevo taller', () => {
  it('says what is missing in Spanish, then sends a weekly class at the chosen Chile time', async () => {
    const server = mockApi({ 'POST /api/live-classes': json({ classes: [{ id: 'nuevo' }] }, 201) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<LiveClassForm onSaved={onSaved} />);

    await user.click(screen.getByRole('button', { name: 'Publicar taller' }));
    expect(await screen.findByText(LIVE_CLASS_MSG.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(LIVE_CLASS_MSG.skillRequired)).toBeInTheDocument();
    expect(screen.getByText(LIVE_CLASS_MSG.descriptionRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/live-classes')).toHaveLength(0);

    // Pasted, as a phone's keyboard suggestion fills a word: typing each letter is slow on busy cores.
    await user.click(screen.getByRole('textbox', { name: /Nombre del taller/ }));
    await user.paste('Tejido para principiantes');
    await user.selectOptions(screen.getByRole('combobox', { name: /Habilidad/ }), 'Tejido');
    await user.click(screen.getByRole('textbox', { name: /De qué se trata/ }));
    await user.paste('Punto jersey.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hora (de Chile)' }), '17:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cupos' }), '8');
    await user.click(screen.getByText('Repetir cada semana'));
    await user.selectOptions(await screen.findByRole('combobox', { name: '¿Cuántas semanas en total?' }), '3');
    await user.click(screen.getByRole('button', { name: 'Publicar taller' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('nuevo'));
    const body = server.callsTo('POST', '/api/live-classes')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Tejido para principiantes',
      skillName: 'Tejido',
      description: 'Punto jersey.',
      durationMinutes: 60,
      capacity: 8,
      weeks: 3,
    });
    expect(toChileInputs(new Date(body.startsAt as string)).time).toBe('17:30');
  });
});
