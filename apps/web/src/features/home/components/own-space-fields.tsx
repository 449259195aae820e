import { MAX_CUSTOM_SPACE_NAME_LENGTH, SPACE_TYPES, type SpaceType } from '@tidy/domain/constants';
import { SPACE_TYPE_LABELS } from '@tidy/domain/spaces';
import type { Ref } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export type OwnSpace = { name: string; space_type: SpaceType };

const KIND_OPTIONS = SPACE_TYPES.map((type) => ({ value: type, label: SPACE_TYPE_LABELS[type] }));

type OwnSpaceFieldsProps = {
  value: OwnSpace;
  onChange: (value: OwnSpace) => void;
  problem: string | null;
  disabled: boolean;
  nameRef: Ref<HTMLInputElement>;
};

/** Add Space: a space the household names itself, and what kind of room it is (so a second bedroom is one). */
export function OwnSpaceFields({ value, onChange, problem, disabled, nameRef }: OwnSpaceFieldsProps) {
  return (
    <fieldset className="mt-8" disabled={disabled}>
      <legend className="text-base font-semibold">Or name your own</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          ref={nameRef}
          label="Name"
          value={value.name}
          maxLength={MAX_CUSTOM_SPACE_NAME_LENGTH}
          placeholder="e.g. Guest Bedroom"
          autoComplete="off"
          errors={problem ? [problem] : undefined}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
        <SelectField
          label="Kind of space"
          options={KIND_OPTIONS}
          value={value.space_type}
          onValueChange={(space_type) => onChange({ ...value, space_type })}
        />
      </div>
    </fieldset>
  );
}
