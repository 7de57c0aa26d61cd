import { useState } from 'react';
import { Input, chakra } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { parseDayText } from '@/lib/day-text';

export const DAY_TEXT_EXAMPLE = '05-11-2026';
export const DAY_TEXT_PROBLEM = `Escribe la fecha como día-mes-año, por ejemplo ${DAY_TEXT_EXAMPLE}.`;

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
      error={left && wrong ? DAY_TEXT_PROBLEM : undefined}
      helperText={
        // A date reads whole: at large text 'dd-mm-' / 'aaaa' would break at its hyphen.
        <>
          Día-mes-año, por ejemplo <chakra.span whiteSpace="nowrap">{DAY_TEXT_EXAMPLE}</chakra.span>.
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
