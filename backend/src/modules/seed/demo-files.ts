import type { DecodedFile } from '../../infra/storage/storage.service';

// A one-page PDF and a 1×1 PNG, enough for an admin to open the demo accounts' documents.
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 62 >> stream
BT /F1 14 Tf 20 80 Td (Documento de demostracion) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const demoPdf = (): DecodedFile => ({
  bytes: Buffer.from(PDF, 'latin1'),
  mimeType: 'application/pdf',
  extension: 'pdf',
});
export const demoPng = (): DecodedFile => ({
  bytes: Buffer.from(PNG_BASE64, 'base64'),
  mimeType: 'image/png',
  extension: 'png',
});
