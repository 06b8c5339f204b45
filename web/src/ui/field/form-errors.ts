// The one way a form shows what its check found (web/README.md, "Forms"): the message goes under the field
// it is about, the field is marked invalid and takes the focus, and the same message is toasted, as the
// spec's forms toast their messages. A provider's refusal stays the request rules' toast alone.
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '@/lib/layers/toast';

/** The first rule a form's values break: which field, and the message to show. */
export interface FormProblem<F extends string = string> {
  field: F;
  message: string;
}

export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // Bumped by each report, so the same problem twice still moves the focus back to its field.
  const [reported, setReported] = useState(0);

  useEffect(() => {
    if (reported === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [reported]);

  const clear = useCallback((field?: F) => {
    setErrors((current) => {
      if (field === undefined) return Object.keys(current).length ? {} : current;
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });
  }, []);

  return {
    /** For the form element: the focus goes to its first invalid field. */
    formRef,
    errorOf: (field: F): string | undefined => errors[field],
    /** Shows a problem the form's check found; answers false, so `if (problem) return report(problem)` reads. */
    report: (problem: FormProblem<F>): false => {
      setErrors({ [problem.field]: problem.message } as Partial<Record<F, string>>);
      showToast(problem.message);
      setReported((n) => n + 1);
      return false;
    },
    /** A field's error goes as soon as the field is changed (all of them without a field). */
    clear,
    /** A setter that also clears the field's error, for a control's `onValue`. */
    edit:
      <V>(field: F, set: (value: V) => void) =>
      (value: V) => {
        clear(field);
        set(value);
      },
  };
}
