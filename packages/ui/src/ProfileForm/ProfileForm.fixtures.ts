import type { ProfileFormLabels, ProfileFormProps } from './ProfileForm';

/** Russian texts of {@link ProfileForm} for stories and tests. */
export const profileFormLabels: ProfileFormLabels = {
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'Email',
  phone: 'Телефон',
  phoneHint: 'Номер подтверждён по СМС, изменить его нельзя',
  methods: 'Способы входа',
  method: { google: 'Google', apple: 'Apple', vk: 'VK ID', phone: 'Телефон' },
  noMethods: 'Нет привязанных способов входа',
  save: 'Сохранить',
  saved: 'Изменения сохранены',
  failed: 'Не удалось сохранить. Попробуйте ещё раз',
};

/** A person signed in by phone and Google. */
export const profileFormValues: ProfileFormProps['values'] = {
  firstName: 'Анна',
  lastName: 'Петрова',
  email: 'anna@example.ru',
};
