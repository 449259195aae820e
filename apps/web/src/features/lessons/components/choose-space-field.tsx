import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { browserStorage, readChosenSpace, writeChosenSpace } from '../local-progress';

const MAX_SPACE_NAME_LENGTH = 60;

/** Lesson 2, second screen (spec 02 §2): the space the person starts with, kept on the device as `chosenSpace`. */
export function ChooseSpaceField() {
  const [name, setName] = useState(() => readChosenSpace(browserStorage()));
  return (
    <TextField
      label="Which space will you start with?"
      placeholder="e.g. Bedroom, kitchen counter, desk"
      maxLength={MAX_SPACE_NAME_LENGTH}
      autoComplete="off"
      value={name}
      onChange={(event) => {
        setName(event.target.value);
        writeChosenSpace(browserStorage(), event.target.value);
      }}
      hint="Saved on this device for the lessons ahead."
      className="mt-6"
    />
  );
}
