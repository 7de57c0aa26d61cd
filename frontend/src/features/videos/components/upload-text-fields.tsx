import { Input } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import {
  ShareStoryDto,
  UploadSkillVideoDto,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
} from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { FormField } from '@/components/ui/form-field';
import { SkillSelect } from '@/components/ui/skill-select';
import type { UploadKind } from '../api/upload-video';

export interface UploadFormValues {
  title: string;
  description: string;
  skillName: string;
}

// The contract's DTOs check the text fields; stories take no skill (the server files them under
// 'Historia Personal'). The file is checked apart, since a File is not a DTO field.
export const RESOLVERS: Record<UploadKind, Resolver<UploadFormValues>> = {
  video: classValidatorResolver(UploadSkillVideoDto) as unknown as Resolver<UploadFormValues>,
  story: classValidatorResolver(ShareStoryDto) as unknown as Resolver<UploadFormValues>,
};

interface UploadTextFieldsProps {
  kind: UploadKind;
  register: UseFormRegister<UploadFormValues>;
  errors: FieldErrors<UploadFormValues>;
  disabled: boolean;
}

/** The title, the skill (skill videos only) and the description of an upload. */
export const UploadTextFields = ({ kind, register, errors, disabled: uploading }: UploadTextFieldsProps) => (
  <>
    <FormField label="Título" required error={errors.title?.message}>
      <Input maxLength={VIDEO_TITLE_MAX_LENGTH} disabled={uploading} {...register('title')} />
    </FormField>
    {kind === 'video' && (
      <FormField label="Habilidad" required error={errors.skillName?.message}>
        <SkillSelect
          emptyLabel="Selecciona una habilidad"
          withoutStories
          disabled={uploading}
          {...register('skillName')}
        />
      </FormField>
    )}
    <FormField label="Descripción (opcional)" error={errors.description?.message}>
      <Textarea
        rows={3}
        fontSize="md"
        maxLength={VIDEO_DESCRIPTION_MAX_LENGTH}
        disabled={uploading}
        {...register('description')}
      />
    </FormField>
  </>
);
