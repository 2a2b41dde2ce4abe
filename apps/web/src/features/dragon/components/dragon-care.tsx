import type { CardDetail } from '@yuanlong/shared/card';
import { ASSET_LOCATIONS, DRAGON_SKILL_LEVELS, DRAGON_STATES } from '@yuanlong/shared/catalogue';
import {
  DRAGON_ACTIVATION,
  DRAGON_MAX_LEVEL,
  DRAGON_MAX_REFINE,
  levelUpPrice,
  refinePrice,
} from '@yuanlong/shared/dragon-care';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { sharedMessage } from '../../../lib/validation.ts';
import { type CareStep, useCareForDragon } from '../api/care-dragon.ts';

const whole = (amount: bigint, coin: string) => `${amount.toString()} ${coin}`;

/**
 * The owner's care of a dragon on /dragonDetail: activate it (MDS, or HFH of the second game),
 * then level it up and refine it, each button naming its price; the next skill's level is shown.
 */
export function DragonCare({ asset }: { asset: CardDetail }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const care = useCareForDragon();
  const dragon = asset.dragon;
  if (!dragon || !user.data || user.data.userid !== asset.owner.userid) return null;
  if (asset.location !== ASSET_LOCATIONS.game.code) return null;
  const activated = dragon.state === DRAGON_STATES.activated.code;
  const nextSkill = DRAGON_SKILL_LEVELS.find((level) => level > asset.level);
  const run = (step: CareStep) =>
    care.mutate(
      { id: asset.id, step },
      {
        onSuccess: () =>
          showToast(
            step === 'level'
              ? t('dragon.care.done.level')
              : step === 'refine'
                ? t('dragon.care.done.refine')
                : t('dragon.care.done.activate'),
            'success',
          ),
      },
    );
  const busy = care.isPending || user.data.is_online;
  return (
    <Section title={t('dragon.care.title')}>
      {user.data.is_online ? (
        <p role="status" className="mb-3 text-sm text-gold-200">
          {sharedMessage('gameOnline')}
        </p>
      ) : null}
      {activated ? (
        <>
          <p className="mb-3 text-sm text-mist">
            {nextSkill ? t('dragon.care.nextSkill', { level: nextSkill }) : t('dragon.care.allSkills')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy || asset.level >= DRAGON_MAX_LEVEL}
              onClick={() => run('level')}
            >
              {asset.level >= DRAGON_MAX_LEVEL
                ? t('dragon.care.maxLevel')
                : t('dragon.care.levelUp', { price: whole(levelUpPrice(asset.level), 'MDS') })}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy || dragon.refine_level >= DRAGON_MAX_REFINE}
              onClick={() => run('refine')}
            >
              {dragon.refine_level >= DRAGON_MAX_REFINE
                ? t('dragon.care.maxRefine')
                : t('dragon.care.refine', { price: whole(refinePrice(dragon.refine_level), 'MDS') })}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-mist">{t('dragon.care.activateWhy')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy}
              onClick={() => run('activate')}
            >
              {t('dragon.care.activate', { price: whole(DRAGON_ACTIVATION.MDS, 'MDS') })}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() => run('activateBgg')}
            >
              {t('dragon.care.activate', { price: whole(DRAGON_ACTIVATION.HFH, 'HFH') })}
            </button>
          </div>
        </>
      )}
    </Section>
  );
}
