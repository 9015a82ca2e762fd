import { useId, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Skeleton } from '../Skeleton/Skeleton';
import { TextField } from '../TextField/TextField';
import { formatRuPhone } from '../TextField/phone';
import { Actions, Form, Methods, Names } from './ProfileForm.styles';

/** An editable field of {@link ProfileForm}. */
export type ProfileFormField = 'firstName' | 'lastName' | 'email';

/** A linked sign-in method the form lists. */
export type ProfileSignInMethod = 'google' | 'apple' | 'vk' | 'phone';

/** Texts of {@link ProfileForm}. */
export interface ProfileFormLabels {
  /** 'Имя'. */
  firstName: string;
  /** 'Фамилия'. */
  lastName: string;
  /** 'Email'. */
  email: string;
  /** 'Телефон' (read-only). */
  phone: string;
  /** Under the phone: why it cannot be changed here. */
  phoneHint: string;
  /** 'Способы входа'. */
  methods: string;
  /** Each method's name ('Google', 'Apple', 'VK ID', 'Телефон'). */
  method: Record<ProfileSignInMethod, string>;
  /** With no linked method. */
  noMethods: string;
  /** The submit button ('Сохранить'). */
  save: string;
  /** After a save ('Изменения сохранены'). */
  saved: string;
  /** A save failed with no field to blame. */
  failed: string;
}

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  values: Record<ProfileFormField, string>;
  /** The message under each field (the caller's rules and the server's `errors[]`). */
  errors?: Partial<Record<ProfileFormField, string>>;
  onChange: (field: ProfileFormField, value: string) => void;
  onBlur?: (field: ProfileFormField) => void;
  onSubmit: () => void;
  /** The person is still loading: placeholders instead of the fields. */
  loading?: boolean;
  /** The save is on its way: the button spins. */
  saving?: boolean;
  /** The last save succeeded. */
  saved?: boolean;
  /** The last save failed with no field named. */
  failed?: boolean;
  /** The phone, shown read-only; a Russian number in its mask. */
  phone: string | null;
  /** The linked sign-in methods. */
  methods: readonly ProfileSignInMethod[];
  labels: ProfileFormLabels;
}

const AUTOCOMPLETE: Record<ProfileFormField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
};

/**
 * The person's profile (issue 26): first name, last name and e-mail to edit, the phone read-only,
 * the linked sign-in methods, and 'Сохранить' with the outcome announced (`data-testid="profile-form"`).
 *
 * @example
 * <ProfileForm values={values} errors={errors} onChange={set} onSubmit={save} phone="+79161234567" methods={['phone']} labels={labels} />
 */
export function ProfileForm({
  values,
  errors = {},
  onChange,
  onBlur,
  onSubmit,
  loading,
  saving,
  saved,
  failed,
  phone,
  methods,
  labels,
}: ProfileFormProps) {
  const methodsId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: ProfileFormField) => (
    <TextField
      label={labels[name]}
      name={name}
      value={values[name]}
      onValueChange={(value) => onChange(name, value)}
      onBlur={() => onBlur?.(name)}
      error={errors[name]}
      autoComplete={AUTOCOMPLETE[name]}
      type={name === 'email' ? 'email' : 'text'}
    />
  );
  if (loading) {
    return (
      <Form aria-busy="true" data-testid="profile-form">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="3.5rem" />
        ))}
      </Form>
    );
  }
  return (
    <Form onSubmit={submit} noValidate data-testid="profile-form">
      <Names>
        {field('firstName')}
        {field('lastName')}
      </Names>
      {field('email')}
      <TextField
        label={labels.phone}
        value={phone ? (phone.startsWith('+7') ? formatRuPhone(phone) : phone) : ''}
        onValueChange={() => {}}
        readOnly
        helper={labels.phoneHint}
        autoComplete="tel"
      />
      <Methods aria-labelledby={methodsId}>
        <h2 id={methodsId}>{labels.methods}</h2>
        {methods.length ? (
          <ul>
            {methods.map((method) => (
              <li key={method}>{labels.method[method]}</li>
            ))}
          </ul>
        ) : (
          <p>{labels.noMethods}</p>
        )}
      </Methods>
      <Actions>
        <div role="status">{saved && <Notice>{labels.saved}</Notice>}</div>
        {failed && (
          <Notice tone="danger" role="alert">
            {labels.failed}
          </Notice>
        )}
        <Button type="submit" loading={saving}>
          {labels.save}
        </Button>
      </Actions>
    </Form>
  );
}
