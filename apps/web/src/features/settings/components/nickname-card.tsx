import { NICKNAME_MAX } from '@yuanlong/shared/account';
import type { UserInfo } from '@yuanlong/shared/user';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { PenIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { type FormErrors, isValid, sharedMessage } from '../../../lib/validation.ts';
import { useSetNickname } from '../api/set-nickname.ts';
import { validateNickname } from '../validation.ts';
import { SettingsCard } from './settings-card.tsx';

/** The nickname: at most 10 characters ("nickname length cannot exceed 10"), checked here and on the server. */
export function NicknameCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(user.nickname);
  const [errors, setErrors] = useState<FormErrors<'nickname'>>({});
  const save = useSetNickname();
  const length = [...nickname.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNickname(nickname);
    setErrors(found);
    if (!isValid(found)) return;
    save.mutate(nickname.trim(), {
      onSuccess: (result) => {
        setNickname(result.nickname);
        showToast(t('setting.nickname.saved'), 'success');
      },
    });
  };

  return (
    <SettingsCard icon={<PenIcon />} title={t('setting.nickname.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={t('setting.nickname.label')}
          value={nickname}
          onChange={(e) => {
            setNickname(e.target.value);
            if (errors.nickname) setErrors({});
          }}
          autoComplete="nickname"
          placeholder={t('setting.nickname.placeholder')}
          error={errors.nickname ? sharedMessage(errors.nickname) : undefined}
          hint={t('setting.nickname.count', { count: length, max: NICKNAME_MAX })}
        />
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          className={`${buttonStyles.primary} sm:self-start`}
        >
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </form>
    </SettingsCard>
  );
}
