import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, Input, Label } from './input';

/** What a field's control needs so that its label, error and hint reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** The field's message while its value is wrong; announced, and described by it. */
  error?: string | null | undefined;
  /** A line under the field (a rule, a counter), read with it. */
  hint?: ReactNode;
  /** Ids of text elsewhere on the page that also describes the field. */
  describedBy?: string | undefined;
  /** Marks the control invalid when the message is elsewhere (one error for a range of two dates). */
  invalid?: boolean | undefined;
  /** Classes of the wrapper around label, control and messages. */
  fieldClassName?: string | undefined;
  /** A control other than a one-line input (a textarea, a select, a password field). */
  control?: (props: FieldControlProps) => ReactNode;
  /** Shown after the error and hint (a strength meter, a link). */
  children?: ReactNode;
}

/**
 * A labelled field with its error and hint wired to the control: `${id}-error` and `${id}-hint`
 * describe it, and `aria-invalid` marks it while the error shows.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, describedBy, invalid, fieldClassName, control, children, ...inputProps },
  ref,
) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const description = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean);
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': description.length > 0 ? description.join(' ') : undefined,
  };
  return (
    <div className={fieldClassName}>
      <Label htmlFor={id}>{label}</Label>
      {control ? control(controlProps) : <Input ref={ref} {...inputProps} {...controlProps} />}
      <FieldError id={errorId} message={error ?? undefined} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
});
