import { useId, useRef, useState } from 'react';
import { Button, HStack, Stack, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Avatar } from '@/components/ui/chakra/avatar';
import { MSG } from '@conectando/contracts';
import { CameraIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { MAX_UPLOAD_BYTES, isAllowedPhoto, readFileAsDataUrl } from '@/lib/read-file';

// Optional profile photo (JPG or PNG), previewed and sent as a data URL.
export const ProfilePhotoField = ({ onChange }: { onChange: (dataUrl: string | undefined) => void }) => {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const reset = (description?: string) => {
    if (description) notify({ title: MSG.fileInvalidTitle, description, variant: 'destructive' });
    if (inputRef.current) inputRef.current.value = '';
    setPreview(null);
    onChange(undefined);
  };

  const onFileChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return reset();
    if (!isAllowedPhoto(file)) return reset(MSG.photoInvalid);
    if (file.size > MAX_UPLOAD_BYTES) return reset(MSG.fileTooLarge);
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setPreview(dataUrl);
      onChange(dataUrl);
    } catch {
      reset('No pudimos leer la foto. Intenta con otra.');
    }
  };

  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="2xl" boxSize="24" bg="brand.100" color="brand.800" flexShrink={0}>
        {preview ? <Avatar.Image src={preview} alt="Vista previa de tu foto de perfil" /> : <CameraIcon boxSize="10" />}
      </Avatar.Root>
      <Stack gap="2" flex="1">
        <chakra.label htmlFor={id} textStyle="label">
          Foto de perfil (opcional)
        </chakra.label>
        <VisuallyHidden asChild>
          <input
            ref={inputRef}
            id={id}
            tabIndex={-1}
            type="file"
            accept="image/png,image/jpeg"
            onChange={onFileChange}
          />
        </VisuallyHidden>
        <HStack gap="2" wrap="wrap">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => inputRef.current?.click()}
            aria-controls={id}
          >
            {preview ? 'Cambiar foto' : 'Elegir foto'}
          </Button>
          {preview && (
            <Button type="button" variant="ghost" size="lg" onClick={() => reset()}>
              Quitar
            </Button>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
};
