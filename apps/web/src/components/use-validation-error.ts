import { useState } from 'react';

/**
 * A form's validation message, shown after a submit and only while its cause lasts: the message is derived from
 * the current values on every render, so fixing the field hides it at once, and a new problem waits for the
 * next submit instead of appearing while the user is still typing.
 */
export function useValidationError<T>(validate: (values: T) => string | null, values: T) {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const current = submitted === null ? null : validate(values);
  return {
    error: current !== null && current === submitted ? current : null,
    /** Validates the values for a submit; returns the message to stop on, or null to go ahead. */
    check(): string | null {
      const error = validate(values);
      setSubmitted(error);
      return error;
    },
  };
}
