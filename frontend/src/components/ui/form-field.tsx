import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: ReactNode;
  // Usually one Spanish message; a title plus a description where there are both.
  error?: ReactNode;
  helperText?: ReactNode;
  // Shows the asterisk only; the rules live in the contracts' DTOs.
  required?: boolean;
  // Marks the control invalid without a message of its own (a block-level message explains it).
  invalid?: boolean;
  children: ReactNode;
}

// A label above the control, the help text below it and the Spanish error message under both.
export const FormField = ({ label, error, helperText, required, invalid, children }: FormFieldProps) => (
  <Field.Root invalid={invalid ?? Boolean(error)} required={required} gap="1.5">
    <Field.Label textStyle="label" color="fg">
      {label}
      {required && (
        <Field.RequiredIndicator aria-hidden="true" color="fg.error" fallback={null}>
          {' *'}
        </Field.RequiredIndicator>
      )}
    </Field.Label>
    {children}
    {helperText && !error && (
      <Field.HelperText color="fg.muted" textStyle="sm">
        {helperText}
      </Field.HelperText>
    )}
    {error && (
      <Field.ErrorText color="fg.error" textStyle="md" fontWeight="semibold">
        {error}
      </Field.ErrorText>
    )}
  </Field.Root>
);
