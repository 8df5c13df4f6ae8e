import { forwardRef } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@kalam/shared';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * The confirmation-code field of every check (e-mail, phone, password): the phone offers the
 * code it just received (`one-time-code`), a number pad, digits left to right, the code's length.
 */
export const CodeField = forwardRef<HTMLInputElement, TextFieldProps>(
  function CodeField(props, ref) {
    return (
      <TextField
        ref={ref}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={VERIFICATION_CODE_LENGTH}
        {...props}
      />
    );
  },
);
