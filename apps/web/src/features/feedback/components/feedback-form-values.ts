/** Field errors keyed by the path the contract and the server use, e.g. `knowledge_areas.0.note`, `rating`. */
export type FeedbackFormErrors = Record<string, string>;

export const areaNotePath = (index: number) => `knowledge_areas.${index}.note`;

/** Issues as field errors, the first message per path. */
export function errorsFromIssues(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const errors: FeedbackFormErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's field errors for the last submit, with the form's own messages over them. */
export function shownErrors(serverErrors: FeedbackFormErrors, formErrors: Record<string, unknown>) {
  const errors: FeedbackFormErrors = { ...serverErrors };
  for (const [path, message] of Object.entries(formErrors)) errors[path] = String(message);
  return errors;
}
