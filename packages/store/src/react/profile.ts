// The profile form of the signed-in person (issue 26), in a module of its own: formik and the
// form's schema load with the profile's route only.
import type { Person } from '@tarelka/api-client';
import { signInMethods, type SignInMethod } from '@tarelka/domain';
import { profileFormSchema, toFormLocale, type ProfileFormValues } from '@tarelka/domain/forms';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { personApi } from '../api/person';
import type { SerializedApiError } from '../bridge/api-client';
import { selectIsAuthorized, selectProfile } from '../slices/auth';
import { useApiQuery, useAppDispatch, useAppSelector } from './hooks';
import { useSavedAddresses, type SavedAddressesView } from './saved-addresses';

/** A field of the profile form. */
export type ProfileField = keyof ProfileFormValues;

/** What {@link useProfileForm} gives: the kit's `ProfileForm` props, less its texts. */
export interface ProfileFormView {
  values: ProfileFormValues;
  /** The message under each field: the schema's once touched, else the server's. */
  errors: Partial<Record<ProfileField, string>>;
  onChange: (field: ProfileField, value: string) => void;
  onBlur: (field: ProfileField) => void;
  onSubmit: () => void;
  /** The save is on its way. */
  saving: boolean;
  /** The last save succeeded (until the next change). */
  saved: boolean;
  /** The last save failed for a reason no field names (offline, server error). */
  failed: boolean;
  /** The phone, read-only (proven by an SMS code). */
  phone: string | null;
  /** The linked sign-in methods, from the person's `accountIds`. */
  methods: SignInMethod[];
}

const valuesOf = (person: Person | null): ProfileFormValues => ({
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  email: person?.email ?? '',
});

/** The server's refusal per field (`errors[].field` `/body/email` → `email`); empty when none names a field. */
export function fieldErrorsOf(error: unknown): Partial<Record<ProfileField, string>> {
  const items = (error as Partial<SerializedApiError> | undefined)?.errors ?? [];
  const fields: Partial<Record<ProfileField, string>> = {};
  for (const item of items) {
    const field = item.field?.replace(/^\/body\//, '') as ProfileField | undefined;
    if (field && ['firstName', 'lastName', 'email'].includes(field)) fields[field] ??= item.message;
  }
  return fields;
}

/**
 * The signed-in person's profile form: first name, last name and e-mail checked by the domain's
 * `profileFormSchema` in the interface `language`'s form locale (formik + yup, as the checkout), saved by `PATCH /api/v1/me`;
 * the server's `errors[]` show under their fields. The person is read again from the server when
 * the form opens (the stored profile follows). Null while signed out.
 *
 * @example
 * const form = useProfileForm(i18n.language);
 * return form && <ProfileForm {...form} labels={labels} />;
 */
export function useProfileForm(language: string): ProfileFormView | null {
  const locale = toFormLocale(language);
  const dispatch = useAppDispatch();
  const authorized = useAppSelector(selectIsAuthorized);
  const stored = useAppSelector(selectProfile);
  useApiQuery(personApi.endpoints.getMe, undefined, { skip: !authorized });
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const validationSchema = useMemo(() => profileFormSchema(locale), [locale]);
  const initialValues = useMemo(
    () => valuesOf(stored),
    // The stored person changes with every answer; the form restarts only when its fields do.
    [stored?.firstName, stored?.lastName, stored?.email],
  );
  const form = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema,
    onSubmit: async (values) => {
      setOutcome(null);
      const request = dispatch(personApi.endpoints.updateMe.initiate(values));
      try {
        await request.unwrap();
        setOutcome('saved');
      } catch (error) {
        const fields = fieldErrorsOf(error);
        setServerErrors(fields);
        setOutcome(Object.keys(fields).length ? null : 'failed');
      } finally {
        request.reset();
      }
    },
  });
  if (!authorized) return null;
  const errors: Partial<Record<ProfileField, string>> = { ...serverErrors };
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (form.touched[field] && form.errors[field]) errors[field] = form.errors[field];
  }
  return {
    values: form.values,
    errors,
    onChange: (field, value) => {
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      setOutcome(null);
      void form.setFieldValue(field, value);
    },
    onBlur: (field) => void form.setFieldTouched(field, true),
    onSubmit: () => void form.submitForm(),
    saving: form.isSubmitting,
    saved: outcome === 'saved',
    failed: outcome === 'failed',
    phone: stored?.phone ?? null,
    methods: signInMethods(stored?.accountIds ?? []),
  };
}

/**
 * The profile screen's two parts: the `form` ({@link useProfileForm}) and the `saved` addresses
 * (`useSavedAddresses`); null while signed out.
 *
 * @example
 * const profile = useProfile(i18n.language);
 * if (!profile) return <Navigate to="/auth" />;
 */
export function useProfile(language: string): { form: ProfileFormView; saved: SavedAddressesView } | null {
  const form = useProfileForm(language);
  const saved = useSavedAddresses(language);
  return form && { form, saved };
}
