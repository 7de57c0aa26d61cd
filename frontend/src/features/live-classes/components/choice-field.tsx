import { NativeSelect } from '@/components/ui/chakra/native-select';
import { FormField } from '@/components/ui/form-field';

interface ChoiceFieldProps {
  label: string;
  value: string | number;
  options: (string | number)[];
  onChange: (value: string) => void;
  // Said after each option: '60 minutos'.
  unit?: string;
  error?: string;
}

/** A labelled list to pick one of a few values from (the phone's own picker). */
export const ChoiceField = ({ label, value, options, onChange, unit, error }: ChoiceFieldProps) => (
  <FormField label={label} error={error}>
    <NativeSelect.Root size="lg">
      <NativeSelect.Field fontSize="lg" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {unit ? `${o} ${unit}` : o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FormField>
);
