import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { ar } from '../i18n/ar.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A TextField for passwords with a show/hide switch that keeps the field's label and errors. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <TextField
          ref={ref}
          {...props}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          // The switch sits at the end of the right-to-left page (its left), which is the start
          // of this left-to-right input: the room is kept there, or the dots run under the eye.
          inputClassName="ps-12"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? ar.ui.hidePassword : ar.ui.showPassword}
          aria-pressed={visible}
          className="absolute end-1 top-8 flex size-10 items-center justify-center rounded-lg text-quiet hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span aria-hidden="true">
            {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
          </span>
        </button>
      </div>
    );
  },
);
