import { useRef, useState } from 'react';
import { Input, Text } from '@chakra-ui/react';
import { MSG } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { MAX_UPLOAD_BYTES, isAllowedDocument, readFileAsDataUrl } from '@/lib/read-file';

interface DocumentFileFieldProps {
  label: string;
  helperText?: string;
  invalid?: boolean;
  // Receives the file as a data URL, or undefined when the choice was refused or cleared.
  onChange: (dataUrl: string | undefined) => void;
}

export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

// A certificate or institutional document: PDF, JPG or PNG (spec §5), read into a data URL.
export const DocumentFileField = ({ label, helperText, invalid, onChange }: DocumentFileFieldProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const refuse = (description: string) => {
    notify({ title: MSG.fileInvalidTitle, description, variant: 'destructive' });
    if (inputRef.current) inputRef.current.value = '';
    setFileName(null);
    onChange(undefined);
  };

  const onFileChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      setFileName(null);
      onChange(undefined);
      return;
    }
    if (!isAllowedDocument(file)) return refuse(MSG.fileInvalid);
    if (file.size > MAX_UPLOAD_BYTES) return refuse(MSG.fileTooLarge);
    try {
      onChange(await readFileAsDataUrl(file));
      setFileName(file.name);
    } catch {
      refuse('No pudimos leer el archivo. Intenta con otro.');
    }
  };

  return (
    <FormField label={label} helperText={helperText} invalid={invalid} required>
      <Input
        ref={inputRef}
        type="file"
        accept={DOCUMENT_ACCEPT}
        onChange={onFileChange}
        h="auto"
        py="2"
        ps="2"
        fontSize="md"
        cursor="pointer"
        css={{
          '&::file-selector-button': {
            minHeight: '2.5rem',
            marginInlineEnd: '0.75rem',
            paddingInline: '1rem',
            border: 'none',
            borderRadius: '0.5rem',
            background: 'var(--chakra-colors-brand-100)',
            color: 'var(--chakra-colors-brand-900)',
            fontWeight: 600,
            fontSize: '1rem',
            cursor: 'pointer',
          },
        }}
      />
      {fileName && (
        <Text fontSize="md" color="fg.success" fontWeight="semibold">
          Archivo seleccionado: {fileName}
        </Text>
      )}
    </FormField>
  );
};
