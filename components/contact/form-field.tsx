import type { ChangeEvent } from 'react';
import type { ContactMessage } from './send-message';
import styles from './contact-form.module.scss';

/** Props of one labelled field of the contact form. */
export interface FormFieldProps {
  label: string;
  name: keyof ContactMessage;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  /** The most characters the contact service accepts for the field. */
  maxLength: number;
}

/** A visible label and its required input (or textarea). */
export function FormField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
}: FormFieldProps) {
  const id = `contact-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required
          maxLength={maxLength}
          rows={7}
          value={value}
          onChange={onChange}
          className={styles.input}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange}
          className={styles.input}
        />
      )}
    </div>
  );
}
