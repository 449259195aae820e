/** Cache keys of the home feature (spaces, onboarding status, preferences), in one place. */
export const homeKeys = {
  status: ['home', 'status'] as const,
  spaces: ['spaces'] as const,
  preferences: ['preferences'] as const,
};
