// Files travel as data URLs inside the JSON payload (what the API expects).
export const readFileAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

// Certificates and institutional documents: PDF, JPG or PNG. The server checks the bytes;
// this only spares the user an upload that would be refused.
export const isAllowedDocument = (file: File): boolean =>
  file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSIONS.test(file.name);

export const isAllowedPhoto = (file: File): boolean => ['image/jpeg', 'image/png'].includes(file.type);

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
