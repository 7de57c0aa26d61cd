import { HELP_MSG, HELP_TEXT_MAX } from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { FormField } from '@/components/ui/form-field';

/** The message to the team, the same box in the signed-in and the public form. */
export const HelpMessageBox = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) => (
  <FormField label={HELP_MSG.textLabel} error={error} required>
    <Textarea
      rows={6}
      fontSize="lg"
      value={value}
      maxLength={HELP_TEXT_MAX}
      onChange={(e) => onChange(e.target.value)}
    />
  </FormField>
);
