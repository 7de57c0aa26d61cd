import { useState } from 'react';
import { Input, chakra } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { parseDayText } from '@/lib/day-text';

const EXAMPLE = '05-11-2026';
// A date and its format read whole: at large text 'día-mes-' / 'año' broke at the hyphen.
const Whole = ({ children }: { children: string }) => <chakra.span whiteSpace="nowrap">{children}</chakra.span>;

interface DayTextFieldProps {
  label: string;
  // '' when emptied, YYYY-MM-DD once a real day is written; nothing while it is half written.
  onChange: (day: string) => void;
}

/**
 * A day typed as día-mes-año in plain text. `input type=date` shows the browser's own format
 * (mm/dd/yyyy in an English Chrome) whatever the page's language, which misleads a Chilean reader.
 */
export const DayTextField = ({ label, onChange }: DayTextFieldProps) => {
  const [text, setText] = useState('');
  const [left, setLeft] = useState(false);
  const wrong = text.trim() !== '' && parseDayText(text) === null;
  return (
    <FormField
      label={label}
      // Said once the person leaves the field, not at every half-typed digit.
      error={
        left && wrong ? (
          // One piece of text: the error line lays out its children side by side.
          <chakra.span>
            Escribe la fecha como <Whole>día-mes-año</Whole>, por ejemplo <Whole>{EXAMPLE}</Whole>.
          </chakra.span>
        ) : undefined
      }
      helperText={
        <>
          <Whole>Día-mes-año</Whole>, por ejemplo <Whole>{EXAMPLE}</Whole>.
        </>
      }
    >
      <Input
        size="lg"
        autoComplete="off"
        placeholder="dd-mm-aaaa"
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setLeft(false);
          if (next.trim() === '') return onChange('');
          const day = parseDayText(next);
          if (day) onChange(day);
        }}
        onBlur={() => setLeft(true)}
      />
    </FormField>
  );
};
