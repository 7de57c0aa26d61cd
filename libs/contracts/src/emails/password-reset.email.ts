import { PASSWORD_RESET_MSG, PASSWORD_RESET_TTL_MINUTES } from '../auth/password-reset.dto';
import { resetPasswordPath } from '../paths/client-paths';
import type { EmailContent } from './email-parts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The recovery email in plain text and HTML, large and plain for older readers. */
export function passwordResetEmail(publicUrl: string, token: string): EmailContent {
  const link = `${publicUrl.replace(/\/+$/, '')}${resetPasswordPath(token)}`;
  const text = [
    'Hola:',
    '',
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta en Conectando Generaciones.',
    'Para crear una contraseña nueva, abre este enlace:',
    '',
    link,
    '',
    `El enlace sirve una sola vez y vence en ${PASSWORD_RESET_TTL_MINUTES} minutos.`,
    'Si no pediste este cambio, ignora este correo: tu contraseña sigue igual.',
    '',
    'Conectando Generaciones',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="es-CL"><body style="font-family: Arial, sans-serif; font-size: 18px; line-height: 1.5; color: #1a1a1a;">
<p>Hola:</p>
<p>Recibimos una solicitud para cambiar la contraseña de tu cuenta en Conectando Generaciones.</p>
<p><a href="${href}" style="display: inline-block; padding: 14px 24px; background: #b8430e; color: #ffffff; text-decoration: none; border-radius: 8px; font-weight: bold;">Crear una contraseña nueva</a></p>
<p>Si el botón no funciona, copia esta dirección en tu navegador:<br>${href}</p>
<p>El enlace sirve una sola vez y vence en ${PASSWORD_RESET_TTL_MINUTES} minutos.</p>
<p>Si no pediste este cambio, ignora este correo: tu contraseña sigue igual.</p>
<p>Conectando Generaciones</p>
</body></html>`;
  return { subject: PASSWORD_RESET_MSG.emailSubject, text, html };
}
