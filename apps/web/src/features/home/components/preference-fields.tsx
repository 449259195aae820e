import type { Preferences } from '@tidy/domain/constants';
import { SelectField } from '../../../components/ui/select-field';
import { PREFERENCE_FIELDS, preferenceValue, type ChoosablePreference } from '../preference-options';

type PreferenceFieldsProps = {
  fields: readonly ChoosablePreference[];
  value: Preferences;
  onChange: (change: Partial<Preferences>) => void;
  disabled?: boolean;
};

/** The lifestyle questions as labelled dropdowns, shared by onboarding step 2 and Settings. */
export function PreferenceFields({ fields, value, onChange, disabled }: PreferenceFieldsProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-x-6 md:gap-y-7">
      {fields.map((key) => {
        const field = PREFERENCE_FIELDS[key];
        return (
          <SelectField
            key={key}
            name={key}
            label={field.label}
            hint={field.hint}
            options={field.options}
            value={String(value[key])}
            disabled={disabled}
            onValueChange={(text) => {
              const chosen = preferenceValue(key, text);
              if (chosen !== undefined) onChange({ [key]: chosen });
            }}
          />
        );
      })}
    </div>
  );
}
