import { TextField } from '../../../components/ui/text-field';

type EmailFieldProps = {
  value: string;
  onChange: (email: string) => void;
  errors?: string[];
  /** While the form is being sent. */
  readOnly?: boolean;
};

/** The address field of every account form, typed so phones offer the e-mail keyboard and autofill. */
export function EmailField({ value, onChange, errors, readOnly }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
      readOnly={readOnly}
    />
  );
}
