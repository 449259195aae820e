import { useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

type Problems<Fields> = Partial<Record<keyof Fields, string>>;

/**
 * The text of a form's fields and the problems a check found in them. Typing in a field clears its
 * problem; `showProblems` marks the fields and puts the cursor in the first one, so its message is read out.
 */
export function useFormFields<Fields extends Record<string, string>>(initial: Fields) {
  const [fields, setFields] = useState<Fields>(initial);
  const [problems, setProblems] = useState<Problems<Fields>>({});

  function change(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function showProblems(form: HTMLFormElement, found: Problems<Fields>) {
    setProblems(found);
    focusFirstInvalid(form);
  }

  /** A field's problem as the field components take it. */
  const errors = (field: keyof Fields) => (problems[field] ? [problems[field]] : undefined);

  return { fields, problems, change, showProblems, errors };
}
