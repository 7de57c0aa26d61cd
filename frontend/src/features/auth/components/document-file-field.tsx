import { useId, useRef, useState } from 'react';
import { Button, Field, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MSG } from '@conectando/contracts';
import { FileIcon } from '@/components/ui/icons';
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

// A certificate or institutional document: PDF, JPG or PNG, read into a data URL.
// The native control is hidden behind a Spanish button: its own texts follow the browser's language.
export const DocumentFileField = ({ label, helperText, invalid, onChange }: DocumentFileFieldProps) => {
  const inputId = useId();
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
    <Field.Root invalid={invalid} required gap="1.5" id={inputId}>
      <Field.Label textStyle="label" color="fg">
        {label}
        <Field.RequiredIndicator color="fg.error">{' *'}</Field.RequiredIndicator>
      </Field.Label>
      <VisuallyHidden asChild>
        <input ref={inputRef} id={inputId} type="file" accept={DOCUMENT_ACCEPT} tabIndex={-1} onChange={onFileChange} />
      </VisuallyHidden>
      <HStack
        gap="3"
        width="full"
        bg="white"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border.control'}
        borderRadius="l2"
        p="2"
        wrap="wrap"
      >
        <Button type="button" variant="subtle" size="lg" onClick={() => inputRef.current?.click()}>
          <FileIcon boxSize="5" />
          {fileName ? 'Cambiar archivo' : 'Elegir archivo'}
        </Button>
        <Text
          fontSize="md"
          color={fileName ? 'fg.success' : 'fg.muted'}
          fontWeight={fileName ? 'semibold' : 'normal'}
          minW="0"
          wordBreak="break-all"
        >
          {fileName ? `Archivo seleccionado: ${fileName}` : 'Ningún archivo seleccionado'}
        </Text>
      </HStack>
      {helperText && (
        <Field.HelperText color="fg.muted" textStyle="sm">
          {helperText}
        </Field.HelperText>
      )}
    </Field.Root>
  );
};
