import { useState, type ReactNode, type Ref } from 'react';
import { Input, chakra } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { dayText, parseDayText } from '@/lib/day-text';

const EXAMPLE = '05-11-2026';
// A date and its format read whole: at large text 'día-mes-' / 'año' broke at the hyphen.
const Whole = ({ children }: { children: string }) => <chakra.span whiteSpace="nowrap">{children}</chakra.span>;

interface DayTextFieldProps {
  label: string;
  // '' when emptied, YYYY-MM-DD once a real day is written, null while the text is not (yet) one;
  // `text` is what is written, for a form whose own rules should refuse it.
  onChange: (day: string | null, text: string) => void;
  // The day shown at first (YYYY-MM-DD); give the field a new key to start it again.
  defaultValue?: string;
  // The form's message (its rules, said on submit); it wins over the format hint.
  error?: string;
  helperText?: ReactNode;
  // A day that fits the field, shown in the format hint ('24-03-1950' for a birth date).
  example?: string;
  size?: 'lg' | 'xl';
  // For react-hook-form: its ref lets a refused submit focus the field.
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A day typed as día-mes-año in plain text. `input type=date` shows the browser's own format
 * (mm/dd/yyyy in an English Chrome) whatever the page's language, which misleads a Chilean reader.
 */
export const DayTextField = ({
  label,
  onChange,
  defaultValue,
  error,
  helperText,
  example = EXAMPLE,
  size = 'lg',
  name,
  ref,
  onBlur,
}: DayTextFieldProps) => {
  const [text, setText] = useState(() => (defaultValue ? dayText(defaultValue) : ''));
  const [left, setLeft] = useState(false);
  const wrong = text.trim() !== '' && parseDayText(text) === null;
  return (
    <FormField
      label={label}
      // The hint is said once the person leaves the field, not at every half-typed digit.
      error={
        error ??
        (left && wrong ? (
          // One piece of text: the error line lays out its children side by side.
          <chakra.span>
            Escribe la fecha como <Whole>día-mes-año</Whole>, por ejemplo <Whole>{example}</Whole>.
          </chakra.span>
        ) : undefined)
      }
      helperText={
        helperText ?? (
          <>
            <Whole>Día-mes-año</Whole>, por ejemplo <Whole>{example}</Whole>.
          </>
        )
      }
    >
      <Input
        ref={ref}
        name={name}
        size={size}
        autoComplete="off"
        placeholder="dd-mm-aaaa"
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setLeft(false);
          onChange(next.trim() === '' ? '' : parseDayText(next), next);
        }}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
      />
    </FormField>
  );
};
