import type {
  FieldErrors,
  FieldValues,
  Resolver,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormHandleSubmit,
} from 'react-hook-form';

/** The `root` error type of a check made while the validation's code could not be downloaded. */
export const VALIDATION_UNAVAILABLE = 'validation-unavailable';

export type LazyResolver<TValues extends FieldValues, TParsed> = Resolver<TValues, unknown, TParsed> & {
  /** Starts loading the validation (when the visitor starts on the form), without waiting for it. */
  preload(): void;
};

/**
 * A form's validation, loaded when the visitor starts on the form rather than with the page: zod
 * and the shared schemas are some 27 KB gzip that a public page would otherwise download and run
 * before it can be used, on a phone that has little time to spare. Until it has arrived, the first
 * check (leaving a field, or sending) waits for it. If it cannot be downloaded, the check fails
 * with a `root` error of type `VALIDATION_UNAVAILABLE`, and the next check tries again.
 */
export function lazyResolver<TValues extends FieldValues, TParsed>(
  load: () => Promise<Resolver<TValues, unknown, TParsed>>,
): LazyResolver<TValues, TParsed> {
  let loading: Promise<Resolver<TValues, unknown, TParsed>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TParsed> = async (values, context, options) => {
    let validate: Resolver<TValues, unknown, TParsed>;
    try {
      validate = await loaded();
    } catch {
      const errors = { root: { type: VALIDATION_UNAVAILABLE, message: '' } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return validate(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}

/** `handleSubmit`'s second argument: `alert` when the check was made without the validation's code. */
function whenValidationUnavailable<TValues extends FieldValues>(
  alert: () => unknown,
): SubmitErrorHandler<TValues> {
  return (errors) => {
    if (errors.root?.type === VALIDATION_UNAVAILABLE) void alert();
  };
}

/**
 * A form's props with a lazy validation: it starts downloading when the visitor focuses the form,
 * and sending it while the validation cannot be downloaded shows `onUnavailable`.
 */
export function lazyFormProps<TValues extends FieldValues, TParsed>(
  resolver: LazyResolver<TValues, TParsed>,
  handleSubmit: UseFormHandleSubmit<TValues, TParsed>,
  onValid: SubmitHandler<TParsed>,
  onUnavailable: () => unknown,
) {
  return {
    noValidate: true,
    onFocus: resolver.preload,
    onSubmit: handleSubmit(onValid, whenValidationUnavailable(onUnavailable)),
  };
}
