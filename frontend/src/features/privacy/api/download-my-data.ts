import { useMutation } from '@tanstack/react-query';
import type { PersonalDataExport } from '@conectando/contracts';
import { notifyError } from '@/components/ui/notify-error';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';

export const DOWNLOAD_FAILED_MESSAGE = 'No pudimos preparar tus datos. Revisa tu conexión e inténtalo de nuevo.';

export const exportFileName = (exportedAt: string) =>
  `mis-datos-conectando-generaciones-${exportedAt.slice(0, 10)}.json`;

// Fetched through the API client (not a plain link) so a refusal, like the once-an-hour limit, is said
// in Spanish on the screen instead of replacing it with the server's answer.
async function downloadMyData(): Promise<string> {
  const data = await api.get<PersonalDataExport>('/me/export');
  const name = exportFileName(data.exportedAt);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

// 'Descargar mis datos': a JSON file with everything the app holds about the person.
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: downloadMyData,
    onSuccess: (name) =>
      notify({ title: 'Tus datos se descargaron', description: `Busca el archivo "${name}" en tus descargas.` }),
    onError: (error) => notifyError(error, DOWNLOAD_FAILED_MESSAGE, 'No se pudo descargar'),
  });
